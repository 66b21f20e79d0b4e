/**
 * Which chapters a download request takes: this one, the next N from where the reader is, a range
 * by chapter number, or a hand-picked set — and of those, which the worker may fetch. A chapter the
 * reader may not open now (VIP without VIP, gold not bought, a limited-free window that has
 * closed) is left out with a hint to buy it first; one already downloaded or on its way is left as
 * it is; a paused or failed one is resumed rather than queued again.
 */
import type { Chapter, WorkKind } from '../../core/contract/content';
import type { DownloadKind, DownloadStatus } from '../../core/offline/downloads';
import { isLocked, orderChapters } from '../../core/rules/chapters';

/** Kinds whose chapters are offered for download (a novel chapter is one text, an episode its MP4). */
const DOWNLOADABLE: ReadonlySet<WorkKind> = new Set<WorkKind>(['comic', 'novel', 'video']);
export const isDownloadable = (kind: WorkKind): kind is DownloadKind => DOWNLOADABLE.has(kind);

/** The "next N" choices of the download sheet. */
export const NEXT_COUNTS = [5, 10, 20] as const;

export interface ReaderAccess {
  purchased: ReadonlySet<number>;
  isVip: boolean;
  /** Now, in milliseconds (limited-free windows end in Unix seconds). */
  now: number;
}

/** Whether this reader may open the chapter now, so the worker may fetch it. */
export function mayDownload(chapter: Chapter, access: ReaderAccess): boolean {
  if (access.purchased.has(chapter.id)) return true;
  // The answer was read a while ago: a window that has closed since is closed.
  if (chapter.access === 'limited_free') return chapter.free_until === null || chapter.free_until * 1000 > access.now;
  if (chapter.access === 'gold' && chapter.price <= 0) return true;
  return !isLocked(chapter, access.purchased, access.isVip);
}

export const inOrder = (chapters: readonly Chapter[]): Chapter[] => orderChapters(chapters, 'asc');

/** `count` chapters from `startId` on (from the first when it is not there), in order. */
export function nextChapters(sorted: readonly Chapter[], startId: number | null, count: number): Chapter[] {
  const at = sorted.findIndex((chapter) => chapter.id === startId);
  const from = Math.max(0, at);
  return sorted.slice(from, from + count);
}

export type ChapterRangeError = 'number' | 'bounds' | 'order';
export type RangeCheck = { ok: true; chapters: Chapter[] } | { ok: false; error: ChapterRangeError };

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** The chapters numbered `from` to `to` (as the reader typed them), or why not. */
export function rangeChapters(sorted: readonly Chapter[], from: string, to: string): RangeCheck {
  const start = wholeNumber(from);
  const end = wholeNumber(to);
  if (start === null || end === null) return { ok: false, error: 'number' };
  const first = sorted[0]?.index ?? 1;
  const last = sorted.at(-1)?.index ?? 0;
  if (start < first || end > last) return { ok: false, error: 'bounds' };
  if (start > end) return { ok: false, error: 'order' };
  return { ok: true, chapters: sorted.filter((chapter) => chapter.index >= start && chapter.index <= end) };
}

export interface DownloadPlan {
  /** To queue. */
  add: Chapter[];
  /** Paused or failed before: resumed. */
  resume: Chapter[];
  /** Not open to this reader: left out. */
  locked: Chapter[];
  /** Already downloaded or on its way: left as it is. */
  held: Chapter[];
}

/** Already downloaded or on its way (paused and failed ones may be queued again). */
export const isHeld = (status: DownloadStatus | undefined): boolean =>
  status !== undefined && status !== 'paused' && status !== 'failed';

export function planDownload(
  chosen: readonly Chapter[],
  access: ReaderAccess,
  statusOf: (chapterId: number) => DownloadStatus | undefined,
): DownloadPlan {
  const plan: DownloadPlan = { add: [], resume: [], locked: [], held: [] };
  for (const chapter of chosen) {
    const status = statusOf(chapter.id);
    if (isHeld(status)) plan.held.push(chapter);
    else if (!mayDownload(chapter, access)) plan.locked.push(chapter);
    else if (status) plan.resume.push(chapter);
    else plan.add.push(chapter);
  }
  return plan;
}

/** Comic pages (or novel characters) the chapters hold, for "about N pages". */
export const sizeOf = (chapters: readonly Chapter[]): number => chapters.reduce((sum, c) => sum + c.size, 0);

/** How the download sheet chooses: this chapter or the next N, a range by number, or one by one. */
export type SelectionMode = 'quick' | 'range' | 'pick';

export interface SheetSelection {
  mode: SelectionMode;
  /** Where the reader is: "this chapter" and "the next N" start here. */
  startId: number | null;
  /** Quick: how many chapters from `startId` on. */
  count: number;
  range: RangeCheck;
  picked: ReadonlySet<number>;
}

/** The chapters the sheet's selection names, in order (none while the typed range is not valid). */
export function selectedChapters(sorted: readonly Chapter[], selection: SheetSelection): Chapter[] {
  if (selection.mode === 'quick') return nextChapters(sorted, selection.startId, selection.count);
  if (selection.mode === 'range') return selection.range.ok ? selection.range.chapters : [];
  return sorted.filter((chapter) => selection.picked.has(chapter.id));
}

/** The range the sheet offers first: ten chapters from where the reader is, within the work. */
export function firstRange(sorted: readonly Chapter[], startId: number | null): { from: string; to: string } {
  const first = sorted[0]?.index ?? 1;
  const last = sorted.at(-1)?.index ?? 1;
  const from = (sorted.find((chapter) => chapter.id === startId) ?? sorted[0])?.index ?? first;
  return { from: String(from), to: String(Math.min(last, from + 9)) };
}

/** What confirming starts: the new downloads, then the resumed ones. */
export const startedBy = (plan: DownloadPlan): Chapter[] => [...plan.add, ...plan.resume];
