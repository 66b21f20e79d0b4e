/** An infinite list over a paged endpoint: append the next page on demand, reload from page 1. */
import { useCallback, useRef, useState } from 'react';
import { useEffectOn } from '../ui/useEffectOn';

export interface Page<T> {
  list: T[];
  has_more: boolean;
}

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** True until the first page has answered (to show skeletons rather than an empty state). */
  initial: boolean;
  loadMore: () => void;
  reload: () => Promise<void>;
}

export function usePagedList<P extends Page<unknown>>(
  key: string,
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>,
  onPage?: (answer: P) => void,
): PagedList<P['list'][number]> {
  type T = P['list'][number];
  const [items, setItems] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [initial, setInitial] = useState(true);
  const next = useRef(1);
  const busy = useRef(false);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const onPageRef = useRef(onPage);
  onPageRef.current = onPage;
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (fresh: boolean) => {
    if (busy.current && !fresh) return;
    if (fresh) {
      controller.current?.abort();
      generation.current++;
      next.current = 1;
    }
    const mine = generation.current;
    const current = new AbortController();
    controller.current = current;
    busy.current = true;
    setLoading(true);
    try {
      const answer = await fetchRef.current(next.current, current.signal);
      if (mine !== generation.current) return;
      next.current++;
      setItems((old) => (fresh ? (answer.list as T[]) : [...old, ...(answer.list as T[])]));
      setHasMore(answer.has_more);
      setFailed(false);
      onPageRef.current?.(answer);
    } catch {
      if (mine === generation.current) setFailed(true);
    } finally {
      if (mine === generation.current) {
        busy.current = false;
        setLoading(false);
        setInitial(false);
      }
    }
  }, []);

  // `key` names the list: a new key starts over.
  useEffectOn([key], () => {
    setItems([]);
    setHasMore(true);
    setInitial(true);
    void load(true);
    return () => controller.current?.abort();
  });

  return {
    items,
    hasMore,
    loading,
    failed,
    initial,
    loadMore: () => {
      if (hasMore && !failed) void load(false);
    },
    reload: () => load(true),
  };
}
