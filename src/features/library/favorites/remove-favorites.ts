/** Removes several favourites at once: every removal is tried, and the answer says which worked. */
export interface Removal {
  removed: number[];
  failed: number[];
}

export async function removeFavorites(
  ids: readonly number[],
  remove: (id: number) => Promise<unknown>,
): Promise<Removal> {
  const results = await Promise.allSettled(ids.map((id) => remove(id)));
  const removal: Removal = { removed: [], failed: [] };
  results.forEach((result, i) => {
    const id = ids[i];
    if (id === undefined) return;
    (result.status === 'fulfilled' ? removal.removed : removal.failed).push(id);
  });
  return removal;
}
