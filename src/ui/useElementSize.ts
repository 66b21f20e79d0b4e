/** The size of an element, kept current with a ResizeObserver (rotation, split screen, a resized window). */
import { type RefObject, useLayoutEffect, useState } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The layout viewport's size: the size of an element fixed over the whole window. Read while the
 * screen renders, before its commit dirties the layout, so it costs no layout of the new tree.
 */
export function viewportSize(): ElementSize {
  const root = document.documentElement;
  return { width: root.clientWidth, height: root.clientHeight };
}

/**
 * `known` gives the size the element will have, when that is known before it is drawn (a screen
 * fixed over the window): the first render then has it, and nothing reads the element's size in
 * the commit that mounts it, which would force that commit's layout at once. The observer's first
 * report corrects it if it was wrong.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, known: () => ElementSize): ElementSize;
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize | null;
export function useElementSize(ref: RefObject<HTMLElement | null>, known?: () => ElementSize): ElementSize | null {
  const [size, setSize] = useState<ElementSize | null>(() => known?.() ?? null);
  const guessed = known !== undefined;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((before) => (before && before.width === width && before.height === height ? before : { width, height }));
    };
    if (!guessed) read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, guessed]);
  return size;
}
