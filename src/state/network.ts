/**
 * What the network did, in the app-wide state (`app.online`, `unreachable`, `showingKept`): the
 * API layer, the readers and the start-up wiring tell it; the offline indicator shows it. Apart from
 * state/app.ts, which the first render needs, while these come with the code that calls them.
 */
import { app } from './app';

/** The server answered a call: the network is there, and fresh answers replace kept ones from now on. */
export function networkReached(): void {
  if (app.unreachable) app.unreachable = false;
  if (app.showingKept) app.showingKept = false;
}

/** A call met no network; `kept`: what was kept from an earlier visit stood in for the answer. */
export function networkFailed(kept: boolean): void {
  if (!app.unreachable) app.unreachable = true;
  if (kept && !app.showingKept) app.showingKept = true;
}

/** The browser's `online` event: the last failure is old news, the next call will tell. */
export function networkBack(): void {
  app.online = true;
  networkReached();
}

/** The browser's `offline` event. */
export function networkLost(): void {
  app.online = false;
}
