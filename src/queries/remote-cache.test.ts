import { describe, expect, it, vi } from 'vitest';
import { app } from '../state/app';
import { fetchRemote, readRemote, remoteQuery, subscribeRemote, writeRemote } from './remote-cache';

/** A fetch that answers when told to, counting its calls and seeing its abort. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; signal: AbortSignal }[] = [];
  const fetch = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, signal });
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { calls, fetch };
}

describe('the keyed cache', () => {
  it('answers two screens asking for one key with one request', async () => {
    const source = controlled<string>();
    const query = remoteQuery({ key: ['packages'], fetch: source.fetch });
    const heard = vi.fn();
    const stop = subscribeRemote(query.key, heard);
    const first = fetchRemote(query, new AbortController().signal);
    const second = fetchRemote(query, new AbortController().signal);
    expect(source.calls).toHaveLength(1);
    source.calls[0]?.resolve('packs');
    await Promise.all([first, second]);
    expect(readRemote(query.key).data).toBe('packs');
    expect(heard).toHaveBeenCalled();
    stop();
  });

  it('aborts a request once no screen waits for it, not before', async () => {
    const source = controlled<string>();
    const query = remoteQuery({ key: ['classes', 'comic'], fetch: source.fetch });
    const one = new AbortController();
    const two = new AbortController();
    const waits = [fetchRemote(query, one.signal), fetchRemote(query, two.signal)];
    one.abort();
    expect(source.calls[0]?.signal.aborted).toBe(false);
    two.abort();
    expect(source.calls[0]?.signal.aborted).toBe(true);
    await Promise.all(waits);
    expect(readRemote(query.key).failedAt).toBe(0);
  });

  it('marks a failed request, and a later answer clears the mark', async () => {
    const key = ['detail', 7] as const;
    await fetchRemote(
      remoteQuery({ key, fetch: () => Promise.reject(new Error('down')) }),
      new AbortController().signal,
    );
    expect(readRemote(key).failedAt).toBeGreaterThan(0);
    await fetchRemote(remoteQuery({ key, fetch: async () => 'detail' }), new AbortController().signal);
    expect(readRemote(key)).toMatchObject({ data: 'detail', failedAt: 0 });
  });

  it('shares an answer written by an action with every screen showing the key', () => {
    const heard = vi.fn();
    const stop = subscribeRemote(['check-in'], heard);
    writeRemote(['check-in'], { signed_today: true });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readRemote(['check-in']).data).toEqual({ signed_today: true });
    stop();
  });

  it('forgets the answers about the reader when the login state changes, and keeps the others', async () => {
    writeRemote(['work-state', 3], { favorited: true });
    writeRemote(['hot-words'], { words: ['a'] });
    app.accessToken = 'another-reader';
    await Promise.resolve();
    expect(readRemote(['work-state', 3]).data).toBeUndefined();
    expect(readRemote(['hot-words']).data).toEqual({ words: ['a'] });
  });
});
