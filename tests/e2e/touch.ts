/** Touch input for e2e specs, sent as real touches (the page sees pointerType "touch"). */
import type { Page } from '@playwright/test';

/**
 * Two taps at (x, y) within any double-tap window, in one batch of touch events: two awaited taps
 * can reach a loaded machine's page further apart than the window, or after the single tap's timer.
 */
export async function doubleTapAt(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchEnd') =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchStart' ? [{ x, y }] : [] });
  await Promise.all([touch('touchStart'), touch('touchEnd'), touch('touchStart'), touch('touchEnd')]);
  await cdp.detach();
}

type Point = { x: number; y: number };

/**
 * Fingers put down and moved along `steps` (each lists the fingers down), then held: `release`
 * lifts them. Sent in one batch: awaited one by one, the steps can reach a loaded machine's page
 * further apart than a long press takes, and a swipe would be taken for a press held.
 */
export async function pressAlong(page: Page, steps: Point[][]): Promise<{ release: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: steps[0] ?? [] }),
    ...steps
      .slice(1)
      .map((fingers) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers })),
  ]);
  return {
    release: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}

/** A whole gesture: fingers down, along `steps`, and up. */
export async function touchAlong(page: Page, steps: Point[][]): Promise<void> {
  await (await pressAlong(page, steps)).release();
}
