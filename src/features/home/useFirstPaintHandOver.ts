/**
 * The hand-over from the server's first paint of the home (server/http/first-paint.ts, laid over
 * the page) to the app's: it leaves once the app's first banner is on screen — decoded and faded
 * in — so the reader never sees the banner blink, or at once when the home has no banner or
 * failed to load. A document without a first paint (a CDN, the service worker's copy) has nothing
 * to hand over.
 */
import { type RefObject, useEffect } from 'react';
import { FIRST_PAINT_ID } from '../../core/contract/paths';

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
  await Promise.allSettled((image?.getAnimations() ?? []).map((animation) => animation.finished));
}

/** `feed` is the home's feed; `done` says the feed shows its answer or its failure. */
export function useFirstPaintHandOver(feed: RefObject<HTMLElement | null>, done: boolean): void {
  useEffect(() => {
    const paint = document.getElementById(FIRST_PAINT_ID);
    if (!paint || !done) return;
    const banner = feed.current?.querySelector('[data-phase]');
    let live = true;
    void (banner ? whenShown(banner) : Promise.resolve()).then(() => {
      if (live) paint.remove();
    });
    return () => {
      live = false;
    };
  }, [feed, done]);
}
