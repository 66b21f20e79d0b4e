/**
 * The load of one image as a phase (see image-loader.ts): ready at once when it is decoded
 * already, else loading until it decodes (ready) or fails after the loader's retries (failed);
 * `retry` loads it again. `start`: `now`, `later` (not yet: a decoded image still shows), or the
 * element whose approach to the viewport starts it. `urgent`: fetched at high priority (the largest
 * image of a first screen).
 */
import { type RefObject, useState } from 'react';
import { highPriorityFetcher, imageKey, isDecoded, loadImage, type SourceSet, watch } from './image-loader';
import { useEffectOn, useRetryKey } from './useEffectOn';

export type ImagePhase = 'loading' | 'ready' | 'failed';

export function useImageLoad(
  src: string,
  start: 'now' | 'later' | RefObject<Element | null>,
  set?: SourceSet,
  urgent = false,
): { phase: ImagePhase; retry: () => void } {
  const key = imageKey(src, set);
  const [phase, setPhase] = useState<ImagePhase>(() => (isDecoded(key) ? 'ready' : 'loading'));
  const [attempt, retry] = useRetryKey();
  const box = typeof start === 'object' ? start : null;
  const when = box ? 'approach' : start;

  useEffectOn([key, when, attempt], () => {
    if (isDecoded(key)) {
      setPhase('ready');
      return;
    }
    setPhase('loading');
    if (when === 'later') return;
    let live = true;
    const load = () =>
      void loadImage(src, urgent ? highPriorityFetcher : undefined, set).then(
        () => live && setPhase('ready'),
        () => live && setPhase('failed'),
      );
    const cancel = when === 'approach' && box?.current ? watch(box.current, load) : load();
    return () => {
      live = false;
      cancel?.();
    };
  });

  return { phase, retry };
}
