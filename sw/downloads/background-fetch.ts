/**
 * Large files through Background Fetch where the browser has it (Chromium, for an installed or
 * visited site): the download goes on with every page of the app closed, under the system's own
 * progress notification. Small files, browsers without it, a refusal (no permission) and a file
 * whose part is already kept (resumable.ts goes on from its last byte instead) are left to the
 * worker's own fetch: null. A fetch finished while the worker slept arrives in its
 * `backgroundfetchsuccess` event (keepBackgroundFetched), which keeps the file for the engine.
 */

/** Below this a file comes through the worker's own fetch: a notification for seconds of transfer is noise. */
export const BACKGROUND_FETCH_MIN_BYTES = 20 * 1024 * 1024;

export interface BackgroundFetchRecord {
  request: Request;
  responseReady: Promise<Response>;
}

export interface BackgroundFetchRegistration extends EventTarget {
  downloaded: number;
  downloadTotal: number;
  result: '' | 'success' | 'failure';
  failureReason: string;
  match(request: string): Promise<BackgroundFetchRecord | undefined>;
  matchAll(): Promise<BackgroundFetchRecord[]>;
  abort(): Promise<boolean>;
}

export interface BackgroundFetchManager {
  fetch(
    id: string,
    requests: string[],
    options: { title: string; downloadTotal: number },
  ): Promise<BackgroundFetchRegistration>;
  get(id: string): Promise<BackgroundFetchRegistration | undefined>;
}

export const BACKGROUND_FETCH_PREFIX = 'manyue-download:';
export const backgroundFetchId = (url: string) => `${BACKGROUND_FETCH_PREFIX}${url}`;

/** The response of a finished background fetch of `url`; rejects as a fetch does when it failed or was stopped. */
function finished(
  registration: BackgroundFetchRegistration,
  url: string,
  signal: AbortSignal,
  onBytes: (received: number, expected: number | null) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const check = () => {
      onBytes(registration.downloaded, registration.downloadTotal || null);
      if (registration.result === 'success') {
        registration.removeEventListener('progress', check);
        void registration
          .match(url)
          .then((record) =>
            record ? record.responseReady.then(resolve, reject) : reject(new TypeError('background fetch lost')),
          );
      } else if (registration.result === 'failure') {
        registration.removeEventListener('progress', check);
        const quota = registration.failureReason === 'quota-exceeded';
        reject(quota ? new DOMException('no room', 'QuotaExceededError') : new TypeError(registration.failureReason));
      }
    };
    registration.addEventListener('progress', check);
    signal.addEventListener('abort', () => {
      registration.removeEventListener('progress', check);
      void registration.abort();
      reject(new DOMException('aborted', 'AbortError'));
    });
    check();
  });
}

/**
 * `url` through Background Fetch (`manager`: the worker's, undefined where there is none), or
 * null when the worker should fetch it itself. `length`: the file's size when known (else a HEAD
 * asks).
 */
export async function backgroundFetched(
  manager: BackgroundFetchManager | undefined,
  url: string,
  title: string,
  signal: AbortSignal,
  onBytes: (received: number, expected: number | null) => void,
  sizeOf: (url: string) => Promise<number | null>,
): Promise<Response | null> {
  if (!manager) return null;
  const id = backgroundFetchId(url);
  let registration = await manager.get(id).catch(() => undefined);
  if (!registration) {
    const length = await sizeOf(url);
    if (length === null || length < BACKGROUND_FETCH_MIN_BYTES) return null;
    try {
      registration = await manager.fetch(id, [url], { title, downloadTotal: length });
    } catch {
      // Not allowed here (no permission, a private window): the worker's own fetch does it.
      return null;
    }
  }
  return finished(registration, url, signal, onBytes);
}
