/**
 * The API as the app uses it. The client itself (ky, the envelope cipher, api/remote.ts) is loaded
 * by the first call, in a chunk of its own: it is not evaluated in front of the first paint, and the
 * home's first call (main.tsx) starts loading it beside the entry's other work.
 */
import type { CallFn } from './client';
import { ApiError, describeFailure } from './errors';

let remote: Promise<typeof import('./remote')> | null = null;
const loadRemote = () => {
  remote ??= import('./remote');
  return remote;
};

export const call: CallFn = async (name, body, options) => (await loadRemote()).call(name, body, options);

/** The API's base address (spec §7's /apiPath.txt), read once. */
export const apiBaseUrl = async (): Promise<string> => (await loadRemote()).apiBaseUrl();

/** The network failure a call would have met, for work skipped because we know we are offline. */
export const offlineError = (): ApiError =>
  new ApiError(
    { kind: 'network' },
    describeFailure({ kind: 'network' }, typeof navigator === 'undefined' ? '' : navigator.userAgent).message,
  );

export { onCallSucceeded, onSessionExpired } from './listeners';
export { isKeptAnswer } from './stand-in';
export { ApiError };
