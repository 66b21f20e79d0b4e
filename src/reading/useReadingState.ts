/**
 * What this reader has to do with a work: the server's word (favourite, progress, purchases) and
 * this device's history, for the continue button and the chapter marks. Either may be missing —
 * offline, or before the server knows — and the screens still work with the other.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { WorkKind } from '../core/contract/content';
import type { WorkStateAnswer } from '../core/contract/reading';
import { useRemote } from '../queries/useRemote';
import { workStateQuery } from '../works/library.api';
import { type HistoryEntry, readHistoryEntry } from './history';

export interface ReadingState {
  server: WorkStateAnswer | undefined;
  local: HistoryEntry | undefined;
  purchased: ReadonlySet<number>;
  /** Both sources have answered (or failed): the continue button may say what it will do. */
  settled: boolean;
}

const NONE: ReadonlySet<number> = new Set();

export function useReadingState(kind: WorkKind, id: number): ReadingState {
  const state = useRemote(workStateQuery(id));
  const [local, setLocal] = useState<{ entry: HistoryEntry | undefined } | null>(null);

  useEffect(() => {
    let live = true;
    setLocal(null);
    // As a transition: the screen it redraws (a work's page, the episode page) is drawn in slices
    // that yield, not in one long task.
    void readHistoryEntry(kind, id).then((entry) => live && startTransition(() => setLocal({ entry })));
    return () => {
      live = false;
    };
  }, [kind, id]);

  const purchased = useMemo(() => (state.data ? new Set(state.data.purchased) : NONE), [state.data]);

  return {
    server: state.data,
    local: local?.entry,
    purchased,
    settled: local !== null && (state.data !== undefined || state.failed),
  };
}
