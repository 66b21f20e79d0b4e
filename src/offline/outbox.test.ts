import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createOutbox, type FootprintBody, type OutboxDeps, type OutboxItem, type OutboxStore } from './outbox';

/** The queue in memory, with the same compare-and-remove as the IndexedDB one. */
function memoryStore(): OutboxStore & { items: Map<string, OutboxItem> } {
  const items = new Map<string, OutboxItem>();
  return {
    items,
    all: async () => [...items.values()].map((item) => structuredClone(item)),
    put: async (item) => {
      items.set(item.key, structuredClone(item));
      return true;
    },
    remove: async (key, at) => {
      if (items.get(key)?.at === at) items.delete(key);
    },
  };
}

/** One lock for every "tab", like navigator.locks: callers run one after another. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
}

const network = () => new ApiError({ kind: 'network' }, '网络异常，请检查连接');
const fp = (work_id: number, position: number, chapter_id = work_id * 10): FootprintBody => ({
  work_id,
  chapter_id,
  position,
});

function setup(overrides: Partial<OutboxDeps> = {}) {
  const store = memoryStore();
  const sent: FootprintBody[] = [];
  let clock = 1000;
  let online = true;
  const send = vi.fn(async (body: FootprintBody) => {
    await Promise.resolve();
    if (!online) throw network();
    sent.push(body);
    return {};
  });
  const deps: OutboxDeps = {
    store,
    send,
    token: () => 'tok',
    lock: sharedLock(),
    now: () => clock++,
    ...overrides,
  };
  return {
    outbox: createOutbox(deps),
    deps,
    store,
    sent,
    send,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

describe('outbox', () => {
  it('sends a footprint at once when the network is there, and keeps nothing', async () => {
    const t = setup();
    await t.outbox.queue(fp(7, 3));
    await t.outbox.flush();
    expect(t.sent).toEqual([fp(7, 3)]);
    expect(t.store.items.size).toBe(0);
  });

  it('offline: keeps the latest footprint per work, and sends it oldest first when the network returns', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.queue(fp(7, 1));
    await t.outbox.queue(fp(8, 4));
    await t.outbox.queue(fp(7, 2));
    await t.outbox.queue(fp(7, 3));
    await t.outbox.flush();
    expect(t.sent).toEqual([]);
    expect([...t.store.items.values()].map((item) => item.body)).toEqual([fp(7, 3), fp(8, 4)]);

    t.setOnline(true);
    await t.outbox.flush();
    // Work 8 waited longer than work 7's latest page.
    expect(t.sent).toEqual([fp(8, 4), fp(7, 3)]);
    expect(t.store.items.size).toBe(0);
  });

  it('stops at the first network failure and keeps the rest', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.queue(fp(1, 1));
    await t.outbox.queue(fp(2, 2));
    await t.outbox.flush();
    expect(t.send.mock.calls.length).toBeGreaterThan(0);
    const tries = t.send.mock.calls.length;
    await t.outbox.flush();
    // One failed try per flush, not one per item.
    expect(t.send.mock.calls.length).toBe(tries + 1);
    expect(t.store.items.size).toBe(2);
  });

  it('drops an item the server refused (HTTP or code error): it would never succeed', async () => {
    const t = setup();
    t.send.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, body: null }, '作品不存在'));
    await t.outbox.queue(fp(1, 1));
    await t.outbox.queue(fp(2, 2));
    await t.outbox.flush();
    expect(t.sent).toEqual([fp(2, 2)]);
    expect(t.store.items.size).toBe(0);
  });

  it('a page read while an older one is on its way stays queued and follows it', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.queue(fp(7, 1));
    t.setOnline(true);
    let release: () => void = () => {};
    t.send.mockImplementationOnce(async (body) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      t.sent.push(body);
      return {};
    });
    const flushing = t.outbox.flush();
    await vi.waitFor(() => expect(t.send).toHaveBeenCalledTimes(1));
    await t.outbox.queue(fp(7, 2));
    release();
    await flushing;
    expect(t.sent).toEqual([fp(7, 1), fp(7, 2)]);
    expect(t.store.items.size).toBe(0);
  });

  it('two tabs flushing together send each item once', async () => {
    const store = memoryStore();
    const lock = sharedLock();
    const sent: FootprintBody[] = [];
    const send = async (body: FootprintBody) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(body);
    };
    await store.put({ key: 'footprint:1', body: fp(1, 5), token: 'tok', at: 1 });
    await store.put({ key: 'footprint:2', body: fp(2, 6), token: 'tok', at: 2 });
    const tab = () => createOutbox({ store, send, lock, token: () => 'tok' });
    const [a, b] = [tab(), tab()];
    await Promise.all([a.flush(), b.flush(), a.flush()]);
    expect(sent).toEqual([fp(1, 5), fp(2, 6)]);
    expect(store.items.size).toBe(0);
  });

  it("drops another login's progress, and waits while there is no login", async () => {
    let token: string | null = null;
    const t = setup({ token: () => token });
    await t.store.put({ key: 'footprint:1', body: fp(1, 1), token: 'old', at: 1 });
    await t.outbox.flush();
    expect(t.store.items.size).toBe(1);
    token = 'new';
    await t.outbox.flush();
    expect(t.sent).toEqual([]);
    expect(t.store.items.size).toBe(0);
  });

  it('nudge (after any successful call) flushes only when something may wait', async () => {
    const t = setup();
    await t.outbox.flush();
    t.outbox.nudge();
    await t.outbox.flush();
    expect(t.send).not.toHaveBeenCalled();
    t.setOnline(false);
    await t.outbox.queue(fp(3, 9));
    await t.outbox.flush();
    t.setOnline(true);
    t.outbox.nudge();
    await vi.waitFor(() => expect(t.sent).toEqual([fp(3, 9)]));
  });

  it('with nowhere to queue (no IndexedDB), sends directly and reports a failure', async () => {
    const t = setup();
    t.store.put = async () => false;
    await t.outbox.queue(fp(4, 1));
    expect(t.sent).toEqual([fp(4, 1)]);
    t.setOnline(false);
    await expect(t.outbox.queue(fp(4, 2))).rejects.toBeInstanceOf(ApiError);
  });
});
