/**
 * A screen about one work and this reader: its detail, the reader's state with it (server and
 * device), and where reading goes on (the continue button, the current chapter's mark).
 */
import { useMemo } from 'react';
import type { WorkKind } from '../core/contract/content';
import { useWorkDetail } from '../works/WorkDetailGate';
import { readTarget } from './continue-reading';
import { useReadingState } from './useReadingState';

export function useWorkReading(id: number, kind: WorkKind) {
  const detail = useWorkDetail(id);
  const reading = useReadingState(detail.data?.work.kind ?? kind, id);
  const target = useMemo(
    () => (detail.data ? readTarget(detail.data.chapters, reading.server?.progress, reading.local) : null),
    [detail.data, reading.server, reading.local],
  );
  return { detail, reading, target };
}
