/**
 * A value selected from a valtio store, read through useSyncExternalStore: the component redraws
 * when that value changes, and only then. valtio's useSnapshot compares the whole store while a
 * component is first drawn, so a change to anything else in it during a screen's first render
 * (drawn as a transition, in slices: an API call counted, a token stored) makes React throw the
 * slices away and draw the screen again synchronously, in one long task. `select` returns a
 * primitive or a part of the store's snapshot (`snapshot(store)`), which keeps its identity while
 * nothing in it changes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

export function useStoreValue<T extends object, V>(store: T, select: (store: T) => V): V {
  const subscribeTo = useCallback((changed: () => void) => subscribe(store, changed), [store]);
  return useSyncExternalStore(subscribeTo, () => select(store));
}
