/**
 * The favourite toggle of a work, optimistic: the star and count change at once, the server's answer
 * then sets both, and a failure puts back what was there (the API client shows why).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import { showToast } from '../state/toast';
import { type FavoriteState, flipFavorite } from './favorite.rules';
import { setFavorite } from './library.api';

export interface Favorite {
  state: FavoriteState;
  pending: boolean;
  toggle: () => Promise<void>;
}

/** `known` is the server's word once it came (workState); until then `fallback` (the detail's count). */
export function useFavorite(workId: number, known: FavoriteState | undefined, fallback: FavoriteState): Favorite {
  const { i18n } = useLingui();
  const [mine, setMine] = useState<FavoriteState | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const state = mine ?? known ?? fallback;

  const toggle = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const before = state;
    setMine(flipFavorite(before));
    try {
      const answer = await setFavorite(workId, !before.on);
      setMine({ on: answer.favorited, count: answer.favorites });
      showToast(i18n._(answer.favorited ? msg`已加入收藏` : msg`已取消收藏`), { type: 'success', duration: 1500 });
    } catch {
      setMine(before);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [state, workId, i18n]);

  return { state, pending, toggle };
}
