/**
 * Timing inside the page, from navigation start: the first <img> inside `selector` that the app
 * inserts (it inserts images only once decoded), then the frame that paints it. No harness overhead.
 */
import type { Page } from 'playwright-core';

/** Arms the watch for the page's next document. */
export async function watchFirstImage(page: Page, selector: string): Promise<void> {
  await page.addInitScript((within) => {
    const w = window as unknown as { firstImage?: Promise<number> };
    w.firstImage = new Promise((resolve) => {
      new MutationObserver((mutations, observer) => {
        for (const m of mutations)
          for (const node of m.addedNodes)
            if (node instanceof HTMLImageElement && node.closest(within)) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now()));
              return;
            }
      }).observe(document, { childList: true, subtree: true });
    });
  }, selector);
}

/** Milliseconds from navigation start to the first image painted (after watchFirstImage and a goto). */
export async function firstImageMs(page: Page): Promise<number> {
  return Math.round(await page.evaluate(() => (window as unknown as { firstImage: Promise<number> }).firstImage));
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
