/**
 * The outbox: reading progress (footprints) on its way to the server. Every footprint is queued in
 * IndexedDB (IDB.outbox) — the latest per work only, a newer one replaces the older — and sent from
 * there, oldest first; an item leaves the queue only once the server has accepted it. A network
 * failure leaves it queued until the network returns (the `online` event, the next start, or any
 * call that gets through). One path for online and offline alike keeps the order right: a page
 * read offline can never overwrite, on the server, a later one read after the network came back.
 *
 * Two tabs never send the same item: a flush holds a Web Lock shared by every tab, reads the queue
 * inside it, and removes an item only if it is still the one it sent (a newer one stays).
 */
import { entries, promisifyRequest } from 'idb-keyval';
import * as v from 'valibot';
import { ApiError, call, onCallSucceeded } from '../api';
import { LOCKS } from '../core/storage-keys';
import { app } from '../state/app';
import { withTabLock } from '../state/session';
import { idbStore, writeIdb } from '../storage/idb';

export const FootprintBody = v.object({ work_id: v.number(), chapter_id: v.number(), position: v.number() });
export type FootprintBody = v.InferOutput<typeof FootprintBody>;

export const OutboxItem = v.object({
  /** `footprint:<work id>`: one item per work. */
  key: v.string(),
  body: FootprintBody,
  /** The login it was made under: another reader (after a logout) must not get it. */
  token: v.string(),
  /** When it was queued (ms): the order of sending, and which item a removal means. */
  at: v.number(),
});
export type OutboxItem = v.InferOutput<typeof OutboxItem>;

export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  /** Resolves false when the item could not be kept (no IndexedDB, quota). */
  put(item: OutboxItem): Promise<boolean>;
  /** Removes the item under `key` if it is still the one queued at `at`. */
  remove(key: string, at: number): Promise<void>;
}

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends a footprint; rejects with an ApiError. */
  send: (body: FootprintBody) => Promise<unknown>;
  token: () => string | null;
  /** Runs fn while no other tab flushes. */
  lock: (fn: () => Promise<void>) => Promise<void>;
  now?: () => number;
}

export interface Outbox {
  /** Queues a footprint and tries to send the queue. Resolves once it is queued (or sent, without a queue). */
  queue(body: FootprintBody): Promise<void>;
  /** Sends what waits; one flush at a time, another asked for meanwhile runs after it. */
  flush(): Promise<void>;
  /**
   * After a call got through: flushes if something may wait (false once a flush left the queue
   * empty) and no flush runs — the outbox's own sends succeeding must not start it over.
   */
  nudge(): void;
}

/**
 * Whether a failed send may succeed later. Only a network failure may: the request never arrived.
 * An HTTP or code error is the server's answer to this very body (a work or chapter that is gone,
 * an ended login, a position it refuses) and would be the same every time, so the item is dropped
 * instead of blocking the queue; the device's own history still holds the position, and the next
 * page read sends a fresh footprint.
 */
export const worthRetrying = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.failure.kind === 'network';

export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? Date.now;
  let running: Promise<void> | null = null;
  let again = false;
  let maybePending = true;
  let last = 0;

  const pass = () =>
    deps.lock(async () => {
      const items = (await deps.store.all()).sort((a, b) => a.at - b.at);
      let stopped = false;
      for (const item of items) {
        const token = deps.token();
        // No login yet (a first start offline): it waits for one.
        if (!token) {
          stopped = true;
          break;
        }
        if (item.token !== token) {
          await deps.store.remove(item.key, item.at);
          continue;
        }
        try {
          await deps.send(item.body);
        } catch (error) {
          if (worthRetrying(error)) {
            // The network is gone: the rest would fail the same way.
            stopped = true;
            break;
          }
        }
        await deps.store.remove(item.key, item.at);
      }
      maybePending = stopped;
    });

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch(() => {});
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    async queue(body) {
      const token = deps.token();
      // Never two items with one time: a removal must mean exactly the item that was sent.
      const at = Math.max(now(), last + 1);
      last = at;
      if (!token || !(await deps.store.put({ key: `footprint:${body.work_id}`, body, token, at }))) {
        // Nowhere to queue it (or no login to queue it under): send it as before, once.
        await deps.send(body);
        return;
      }
      maybePending = true;
      void flush();
    },
    flush,
    nudge() {
      if (maybePending && !running) void flush();
    },
  };
}

/** The queue in IndexedDB; unreadable items are dropped. */
export const idbOutboxStore: OutboxStore = {
  async all() {
    try {
      const all = await entries(idbStore('outbox'));
      const items: OutboxItem[] = [];
      for (const [key, value] of all) {
        const parsed = v.safeParse(OutboxItem, value);
        if (parsed.success && parsed.output.key === key) items.push(parsed.output);
        else await idbOutboxStore.remove(String(key), Number.NaN);
      }
      return items;
    } catch {
      return [];
    }
  },
  put: (item) => writeIdb('outbox', item.key, item),
  async remove(key, at) {
    try {
      await idbStore('outbox')('readwrite', (store) => {
        const read = store.get(key);
        read.onsuccess = () => {
          const current = v.safeParse(OutboxItem, read.result);
          // NaN: the item is unreadable and goes whatever it holds.
          if (Number.isNaN(at) || !current.success || current.output.at === at) store.delete(key);
        };
        return promisifyRequest(store.transaction);
      });
    } catch {
      // No IndexedDB: nothing was queued either.
    }
  },
};

export const outbox = createOutbox({
  store: idbOutboxStore,
  send: (body) => call('footprint', body, { quiet: true }),
  token: () => app.accessToken,
  lock: (fn) => withTabLock(LOCKS.outbox, fn),
});

let started = false;

/**
 * Sends what waits now, when the network returns and after any call that got through. Called at
 * start when something may wait, and with the first footprint queued otherwise; once is enough.
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void outbox.flush());
  onCallSucceeded(outbox.nudge);
  void outbox.flush();
}
