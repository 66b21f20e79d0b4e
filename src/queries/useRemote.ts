/**
 * Loading an answer for a screen: the latest answer, the error state, and reload. `initial` lets a
 * screen paint a kept answer (IndexedDB) before the network replies.
 */
import { useCallback, useRef, useState } from 'react';
import { useEffectOn } from '../ui/useEffectOn';

export interface Remote<T> {
  data: T | undefined;
  failed: boolean;
  loading: boolean;
  reload: () => Promise<void>;
}

export function useRemote<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  initial?: () => Promise<T | undefined>,
): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const answer = await fetcherRef.current(current.signal);
      if (current.signal.aborted) return;
      setData(answer);
      setFailed(false);
    } catch {
      if (!current.signal.aborted) setFailed(true);
    } finally {
      if (!current.signal.aborted) setLoading(false);
    }
  }, []);

  // `key` is what identifies the answer: a new one starts over.
  useEffectOn([key], () => {
    setData(undefined);
    setFailed(false);
    let live = true;
    void initial?.().then((kept) => {
      if (live && kept !== undefined) setData((fresh) => fresh ?? kept);
    });
    void reload();
    return () => {
      live = false;
      controller.current?.abort();
    };
  });

  return { data, failed, loading, reload };
}
