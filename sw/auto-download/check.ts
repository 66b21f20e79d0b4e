/**
 * New chapters of followed works, downloaded without a tap: the favourites with chapters that came
 * out since the reader last read them (favoriteUpdates), of works whose switch is on, that the
 * reader may open without spending (core/rules/auto-download.ts) and were not queued before, go
 * into the download queue — unless Wi-Fi only holds them back or the storage is nearly full.
 * Everything it touches comes in through AutoDeps, so it is tested in Node.
 */
import type { FavoriteUpdatesAnswer } from '../../src/core/contract/reading';
import {
  type AutoDownloadSettings,
  autoDownloadOn,
  connectionAllows,
  roomForMore,
} from '../../src/core/offline/auto-download';
import type { DownloadRequest } from '../../src/core/offline/downloads';
import type { WorkerAuth } from '../../src/core/offline/messages';
import { chaptersToDownload } from '../../src/core/rules/auto-download';

export interface AutoDeps {
  settings(): Promise<AutoDownloadSettings>;
  /** Chapter ids queued by earlier checks. */
  queued(): Promise<Set<number>>;
  setQueued(ids: Set<number>): Promise<void>;
  updates(auth: WorkerAuth): Promise<FavoriteUpdatesAnswer>;
  /** The connection's type where the browser tells it (navigator.connection.type). */
  connectionType(): string | undefined;
  estimate(): Promise<{ usage?: number; quota?: number } | null>;
  /** Queues downloads, with the auth they are fetched with. */
  add(auth: WorkerAuth, items: DownloadRequest[]): Promise<void>;
}

/** Queued ids kept: enough for every chapter a shelf gets in a long while. */
const QUEUED_KEPT = 2000;

export type CheckOutcome = 'off' | 'no-reader' | 'connection' | 'storage' | { queued: number };

export async function checkNewChapters(deps: AutoDeps): Promise<CheckOutcome> {
  const settings = await deps.settings();
  const anyOn = settings.byDefault || Object.values(settings.works).some(Boolean);
  if (!anyOn) return 'off';
  if (!settings.auth?.token) return 'no-reader';
  if (!connectionAllows(settings.wifiOnly, deps.connectionType())) return 'connection';
  if (!roomForMore(await deps.estimate())) return 'storage';
  const answer = await deps.updates(settings.auth);
  const queued = await deps.queued();
  const chosen = chaptersToDownload(
    answer.works,
    { vip: answer.is_vip, balance: answer.balance },
    (workId) => autoDownloadOn(settings, workId),
    queued,
  );
  if (chosen.length === 0) return { queued: 0 };
  const items: DownloadRequest[] = chosen.map(({ work, chapter }) => ({
    kind: work.kind,
    work,
    chapter: { id: chapter.id, index: chapter.index, title: chapter.title },
    ...(work.kind === 'comic' && settings.page_width ? { page_width: settings.page_width } : {}),
  }));
  await deps.add(settings.auth, items);
  const ids = [...queued, ...chosen.map(({ chapter }) => chapter.id)];
  await deps.setQueued(new Set(ids.slice(-QUEUED_KEPT)));
  return { queued: items.length };
}
