/**
 * What the rest of the app asks to hear from the API layer (a session that expired, a call that
 * succeeded). Kept apart from api/remote.ts so that registering costs nothing before the first call
 * loads the client.
 */
let expiredHandler: () => void = () => {};
const successListeners = new Set<() => void>();

export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler;
}

/** Runs `listener` after every call that succeeds (the outbox sends what waited); returns the unsubscribe. */
export function onCallSucceeded(listener: () => void): () => void {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
}

export const sessionExpired = (): void => expiredHandler();

export function callSucceeded(): void {
  for (const listener of successListeners) listener();
}
