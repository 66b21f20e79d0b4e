/**
 * A remote answer in a screen, through the app's keyed cache (remote-cache.ts): the answer, the
 * failed state and reload. On mount (or with a new key) it asks again unless the kept answer is
 * still fresh; a kept older one shows meanwhile where the query allows it. `initial` lets a screen
 * paint an answer kept on the device (IndexedDB) before the network replies.
 */
import { useCallback, useRef, useState } from 'react';
import { useEffectOn } from '../ui/useEffectOn';
import { useStoreAsTransition } from '../ui/useStoreAsTransition';
import { fetchRemote, keyOf, type RemoteQuery, readRemote, subscribeRemote, writeRemote } from './remote-cache';

export interface Remote<T> {
  data: T | undefined;
  failed: boolean;
  reload: () => Promise<void>;
}

/** What this screen shows of a key: answers and failures from `since` on (0: any kept answer). */
interface View {
  id: string;
  mountedAt: number;
  since: number;
}

function viewOf(query: RemoteQuery<unknown>): View {
  const now = Date.now();
  const kept = readRemote(query.key);
  const fresh = kept.data !== undefined && now - kept.at < (query.freshMs ?? 0);
  return { id: keyOf(query.key), mountedAt: now, since: query.showStale || fresh ? 0 : now };
}

export function useRemote<T>(query: RemoteQuery<T>, initial?: () => Promise<T | undefined>): Remote<T> {
  const id = keyOf(query.key);
  const latest = useRef(query);
  latest.current = query;
  const [view, setView] = useState(() => viewOf(query));
  if (view.id !== id) setView(viewOf(query));
  // Drawn again when the key's entry changes, as a transition: the answer that fills a screen (a
  // home's shelves, a work's chapters) is drawn in slices that yield, not in one long task.
  useStoreAsTransition(
    id,
    (changed) => subscribeRemote(latest.current.key, changed),
    () => readRemote(latest.current.key).version,
  );
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    await fetchRemote(latest.current, current.signal);
  }, []);

  useEffectOn([id], () => {
    const kept = readRemote<T>(query.key);
    let live = true;
    void initial?.().then((stored) => {
      if (live && stored !== undefined && readRemote(query.key).data === undefined) writeRemote(query.key, stored);
    });
    if (kept.data === undefined || Date.now() - kept.at >= (query.freshMs ?? 0)) void reload();
    return () => {
      live = false;
      controller.current?.abort();
    };
  });

  const entry = readRemote<T>(query.key);
  return {
    data: entry.data !== undefined && entry.at >= view.since ? entry.data : undefined,
    failed: entry.failedAt >= view.mountedAt,
    reload,
  };
}
