/**
 * The app's one cache of remote answers, keyed: a key names an answer everywhere, so that two
 * screens asking for it share one request and one answer, and a change made on one screen (a
 * check-in) is what the others see. An answer is kept for the page's life, the least recently
 * used dropped beyond a bound; a request nobody waits for any more is aborted.
 *
 * Every key is declared here (RemoteName): what it holds is then never a matter of spelling.
 */
import { subscribe } from 'valtio';
import { app } from '../state/app';

/** The answers kept, by name; the rest of a key is what the answer is of (an id, a kind). */
export type RemoteName =
  | 'home'
  | 'detail'
  | 'work-state'
  | 'classes'
  | 'hot-words'
  | 'suggestions'
  | 'packages'
  | 'check-in'
  | 'favorite-updates';
export type RemoteKey = readonly [RemoteName, ...(string | number)[]];

/** How an answer is fetched, and how long it may be used as it is. */
export interface RemoteQuery<T> {
  key: RemoteKey;
  fetch: (signal: AbortSignal) => Promise<T>;
  /** An answer younger than this (ms) is used without asking again: lists that change rarely. */
  freshMs?: number;
  /** Whether an older answer shows while a new one comes (else the screen waits, as for the reader's own state). */
  showStale?: boolean;
}

export const remoteQuery = <T>(query: RemoteQuery<T>): RemoteQuery<T> => query;

interface Entry {
  data?: unknown;
  /** When the answer came (ms). */
  at: number;
  /** When the last request failed (ms); 0 once one succeeds. */
  failedAt: number;
  /** Changes with every change, for the screens' snapshots. */
  version: number;
  request?: { promise: Promise<unknown>; controller: AbortController; waiting: number };
  listeners: Set<() => void>;
}

export type RemoteEntry<T> = Readonly<{ data: T | undefined; at: number; failedAt: number; version: number }>;

/** Answers kept without a screen showing them. */
const KEPT = 40;
const entries = new Map<string, Entry>();

export const keyOf = (key: RemoteKey): string => key.join(':');

function entryOf(id: string): Entry {
  let entry = entries.get(id);
  if (!entry) {
    entry = { at: 0, failedAt: 0, version: 0, listeners: new Set() };
    entries.set(id, entry);
  }
  // Most recently used last: the first ones are dropped first.
  entries.delete(id);
  entries.set(id, entry);
  return entry;
}

function dropUnused(): void {
  let idle = [...entries].filter(([, entry]) => entry.listeners.size === 0 && !entry.request);
  while (idle.length > KEPT) {
    const [id] = idle[0]!;
    entries.delete(id);
    idle = idle.slice(1);
  }
}

const notify = (entry: Entry) => {
  entry.version++;
  for (const listener of entry.listeners) listener();
};

const NOTHING: RemoteEntry<never> = { data: undefined, at: 0, failedAt: 0, version: 0 };

/** What is kept for a key: the answer (if any) and when it came, when its last request failed. */
export function readRemote<T>(key: RemoteKey): RemoteEntry<T> {
  return (entries.get(keyOf(key)) as RemoteEntry<T> | undefined) ?? NOTHING;
}

/** Puts an answer under a key (an answer some action brought), for every screen showing it. */
export function writeRemote<T>(key: RemoteKey, data: T): void {
  const entry = entryOf(keyOf(key));
  entry.data = data;
  entry.at = Date.now();
  entry.failedAt = 0;
  notify(entry);
}

/** Calls `listener` whenever the key's answer or state changes. */
export function subscribeRemote(key: RemoteKey, listener: () => void): () => void {
  const entry = entryOf(keyOf(key));
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    dropUnused();
  };
}

/**
 * Fetches the query's answer into the cache, joining a request under way for the same key.
 * Resolves once it is in, or failed (the entry says so), or was left (`signal`): the last one
 * waiting for a request that leaves aborts it.
 */
export async function fetchRemote<T>(query: RemoteQuery<T>, signal: AbortSignal): Promise<void> {
  const entry = entryOf(keyOf(query.key));
  if (!entry.request) {
    const controller = new AbortController();
    const request = { promise: query.fetch(controller.signal), controller, waiting: 0 };
    entry.request = request;
    request.promise.then(
      (data) => {
        if (entry.request !== request) return;
        entry.request = undefined;
        entry.data = data;
        entry.at = Date.now();
        entry.failedAt = 0;
        notify(entry);
      },
      () => {
        if (entry.request !== request) return;
        entry.request = undefined;
        if (!controller.signal.aborted) entry.failedAt = Date.now();
        notify(entry);
      },
    );
  }
  const request = entry.request;
  request.waiting++;
  const leave = () => {
    request.waiting--;
    if (request.waiting === 0 && entry.request === request) {
      entry.request = undefined;
      request.controller.abort();
    }
  };
  signal.addEventListener('abort', leave, { once: true });
  try {
    await request.promise.catch(() => undefined);
  } finally {
    signal.removeEventListener('abort', leave);
    if (!signal.aborted) request.waiting--;
  }
}

/** Answers about the reader: another login state (a new guest, a login, a logout) forgets them. */
const PERSONAL: readonly RemoteName[] = ['work-state', 'check-in', 'favorite-updates'];
let token = app.accessToken;
subscribe(app, () => {
  if (app.accessToken === token) return;
  token = app.accessToken;
  for (const [id, entry] of entries) {
    if (!PERSONAL.some((name) => id.startsWith(`${name}:`) || id === name)) continue;
    entry.data = undefined;
    entry.at = 0;
    notify(entry);
  }
});
