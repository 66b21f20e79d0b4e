/** A favourite toggle's state and its optimistic next state (the count follows the switch). */
export interface FavoriteState {
  on: boolean;
  count: number;
}

export const flipFavorite = (state: FavoriteState): FavoriteState => ({
  on: !state.on,
  count: Math.max(0, state.count + (state.on ? -1 : 1)),
});
