/**
 * The hand-over from the server's first paint of the home (server/http/first-paint.ts, laid over
 * the page) to the app's: it leaves once the app's first banner is on screen — decoded and faded
 * in — so the reader never sees the banner blink, or at once when the home has no banner or
 * failed to load. A document without a first paint (a CDN, the service worker's copy) has nothing
 * to hand over.
 */
import { useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';
import { FIRST_PAINT_ID } from '../../core/contract/paths';

/** The longest the fade-in may take (LazyImage's `appear`, --motion): past it the hand-over goes on. */
const FADE_LIMIT_MS = 400;

const settled = (box: Element) => ['ready', 'failed'].includes(box.getAttribute('data-phase') ?? '');

async function whenShown(box: Element): Promise<void> {
  if (!settled(box)) {
    await new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!settled(box)) return;
        watch.disconnect();
        resolve();
      });
      watch.observe(box, { attributes: true, attributeFilter: ['data-phase'] });
    });
  }
  const image = box.querySelector('img');
  if (!image) return;
  // Its end, not getAnimations(): that would force a style pass in the middle of the app's first render.
  await new Promise<void>((resolve) => {
    image.addEventListener('animationend', () => resolve(), { once: true });
    image.addEventListener('animationcancel', () => resolve(), { once: true });
    setTimeout(resolve, FADE_LIMIT_MS);
  });
}

/** `feed` is the home's feed; `done` says the feed shows its answer or its failure. */
export function useFirstPaintHandOver(feed: RefObject<HTMLElement | null>, done: boolean): void {
  // The home is kept alive under other screens: leaving it (the tab bar is above the first paint)
  // takes the first paint away at once, as does the home going away.
  const onHome = useRouterState({ select: (state) => state.location.pathname === '/' });
  useEffect(() => () => document.getElementById(FIRST_PAINT_ID)?.remove(), []);
  useEffect(() => {
    const paint = document.getElementById(FIRST_PAINT_ID);
    if (!paint) return;
    if (!onHome) return void paint.remove();
    if (!done) return;
    const banner = feed.current?.querySelector('[data-phase]');
    let live = true;
    void (banner ? whenShown(banner) : Promise.resolve()).then(() => {
      if (live) paint.remove();
    });
    return () => {
      live = false;
    };
  }, [feed, done, onHome]);
}
