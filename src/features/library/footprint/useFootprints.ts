/**
 * The footprints of one tab: the server's pages and this device's history, merged (footprints.ts).
 * Offline, the device's history alone still fills the list.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WorkKind } from '../../../core/contract/content';
import { type PagedList, usePagedList } from '../../../queries/usePagedList';
import { clearHistory, type HistoryEntry, readHistory } from '../../../reading/history';
import { fetchFootprints } from '../../../works/library.api';
import { type Footprint, mergeFootprints } from './footprints';

const DEVICE_LIMIT = 500;

export interface Footprints {
  items: Footprint[];
  server: PagedList<unknown>;
  /** The device's history has been read (it may be empty). */
  deviceRead: boolean;
  deviceCount: number;
  reload: () => Promise<void>;
  clearDevice: () => Promise<boolean>;
}

export function useFootprints(kind: WorkKind | undefined): Footprints {
  const server = usePagedList(`footprints:${kind ?? 'all'}`, (page, signal) => fetchFootprints(kind, page, signal));
  const [device, setDevice] = useState<HistoryEntry[] | null>(null);

  const readDevice = useCallback(async () => setDevice(await readHistory(DEVICE_LIMIT)), []);
  useEffect(() => {
    void readDevice();
  }, [readDevice]);

  const items = useMemo(
    () =>
      mergeFootprints(server.items, device ?? [], {
        kind,
        serverComplete: !server.hasMore || server.failed,
      }),
    [server.items, server.hasMore, server.failed, device, kind],
  );

  return {
    items,
    server: server as PagedList<unknown>,
    deviceRead: device !== null,
    deviceCount: device?.filter((entry) => !kind || entry.work.kind === kind).length ?? 0,
    reload: async () => {
      await Promise.all([server.reload(), readDevice()]);
    },
    clearDevice: async () => {
      const cleared = await clearHistory();
      await readDevice();
      return cleared;
    },
  };
}
