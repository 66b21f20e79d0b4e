/**
 * The hand-over from the server's first paint of a screen (server/document/first-paint.ts, laid over
 * the page: the home, a work's detail, a comic's first pages, a video's page) to the app's: it
 * leaves once the screen's first image (the banner, the cover, the poster) is decoded and on screen
 * (it does not fade in under the paint: ui/LazyImage), so the reader never sees it blink, or as
 * soon as the screen shows its answer when it has no image or failed to load (a task after that
 * commit for a paint without an image, the reader's placeholders), and at once when the reader
 * leaves the address it was printed for; never before the screen's later parts (ui/Later) are
 * drawn. A document without a first paint (a CDN, the service worker's copy) has nothing to hand
 * over.
 */
import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';
import { FIRST_PAINT_ID } from '../core/contract/paths';
import { nextTask } from './next-task';

/** The screen's first image settled, or gone from the screen (a video's poster, once its clip plays); its later parts drawn. */
async function whenShown(screen: HTMLElement): Promise<void> {
  const box = screen.querySelector('[data-phase]');
  // And the screen's parts drawn a task later (ui/Later) are in: nothing appears once the paint has gone.
  const over = () =>
    (!box?.isConnected || /^(ready|failed)$/.test(box.getAttribute('data-phase') ?? '')) &&
    !screen.querySelector('[data-later]');
  if (over()) return;
  await new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => over() && resolve(watch.disconnect()));
    watch.observe(screen, { subtree: true, childList: true, attributeFilter: ['data-phase'] });
  });
}

/**
 * `screen` is the screen's content, whose first image (`[data-phase]`, ui/LazyImage) is waited
 * for (null: a first paint without an image, the reader's placeholders, goes as soon as the screen
 * shows the same); `done` says it shows its answer or its failure.
 */
export function useFirstPaintHandOver(screen: RefObject<HTMLElement | null> | null, done: boolean): void {
  // Screens are kept alive under others (the home): leaving the address (the tab bar is above the
  // first paint) takes the first paint away at once, as does the screen going away.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const handing = useRef(false);
  useEffect(() => () => document.getElementById(FIRST_PAINT_ID)?.remove(), []);
  // Looked at after every commit, not only when `done` or the address change: a screen drawn in
  // slices (a transition) has been seen to commit its answer without an effect keyed on them running.
  useEffect(() => {
    const paint = document.getElementById(FIRST_PAINT_ID);
    if (!paint) return;
    if (paint.dataset.path !== pathname) return void paint.remove();
    if (!done || handing.current) return;
    handing.current = true;
    const root = screen?.current;
    // Without an image to wait for, a task later: taking the paint's tree down is work of its own
    // (the styles of what lay under it), not a part of the commit that drew the same screen.
    void (root ? whenShown(root) : nextTask()).then(() => paint.remove());
  });
}
