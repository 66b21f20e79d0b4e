/**
 * What a page starts once its first screen is done: every screen's route (a tap then navigates
 * without waiting for them) and the service worker, whose install downloads the whole app for
 * offline. The load event comes early here (the app's scripts are added after the document's
 * paint), so both also wait for the network to go quiet — the first screen's images, the overlay's
 * data and its notices in — and do not take the bandwidth and the cores from them.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { networkQuiet } from '../ui/network-quiet';
import { loadAllRoutes } from './router';

/** A second with no request finishing: the first screen's requests, and the work they bring, are done. */
const QUIET_MS = 1000;
/** A first screen that never goes quiet (a banner loading its next image) starts them anyway. */
const LATEST_MS = 8000;

export async function startInBackground(router: AnyRouter): Promise<void> {
  await networkQuiet({ quietMs: QUIET_MS, latestMs: LATEST_MS });
  loadAllRoutes().catch(() => {});
  if (import.meta.env.PROD) {
    const { registerServiceWorker } = await import('./service-worker');
    registerServiceWorker(router);
  }
}
