/**
 * Effects whose reason to run again is not a value they read: a retry count, a list's name, a
 * jump's sequence number, the sizes a layout rests on. The effect runs on mount and whenever one
 * of `keys` changes — only then — and always sees the latest render's values. The one place that
 * tells the exhaustive-dependencies lint so, instead of a suppression at every such effect.
 */
import { type EffectCallback, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

function useLatest(effect: EffectCallback) {
  const latest = useRef(effect);
  latest.current = effect;
  return latest;
}

export function useEffectOn(keys: readonly unknown[], effect: EffectCallback): void {
  const latest = useLatest(effect);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` are the reasons to run again (see above)
  useEffect(() => latest.current(), keys);
}

/** The same, run before paint (scroll positions, transforms). */
export function useLayoutEffectOn(keys: readonly unknown[], effect: EffectCallback): void {
  const latest = useLatest(effect);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` are the reasons to run again (see above)
  useLayoutEffect(() => latest.current(), keys);
}

/** A retry key for useEffectOn, and the function that bumps it (a retry button). */
export function useRetryKey(): [attempt: number, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  return [attempt, useCallback(() => setAttempt((n) => n + 1), [])];
}
