/**
 * The webtoon strip as a flat list of rows for the virtualiser: every page of every chapter in
 * the strip, with a card between chapters, a card for a chapter that is loading, locked or failed,
 * and a card above the first one when there is a chapter before it. Every row's height is known
 * before anything loads (pages from the server's width and height), so the strip never jumps.
 */
import type { ComicPage } from '../../../core/contract/reading';
import type { SessionState } from '../session/reader-session';

export type StripItem =
  | { kind: 'start'; key: string; chapterId: number }
  | { kind: 'page'; key: string; chapterId: number; index: number; page: ComicPage }
  | { kind: 'end'; key: string; chapterId: number }
  | { kind: 'locked' | 'loading' | 'failed'; key: string; chapterId: number };

/** Widest the strip gets (a tablet or a desktop window): pages wider than this are hard to read. */
export const MAX_STRIP_WIDTH = 720;

export function buildStrip(state: Pick<SessionState, 'strip' | 'slots'>): StripItem[] {
  const items: StripItem[] = [];
  state.strip.forEach((chapterId, position) => {
    const slot = state.slots.get(chapterId);
    if (position === 0 && slot?.status === 'ready' && slot.content.prev_id !== null) {
      items.push({ kind: 'start', key: `s${chapterId}`, chapterId });
    }
    if (!slot || slot.status === 'loading') {
      items.push({ kind: 'loading', key: `l${chapterId}`, chapterId });
      return;
    }
    if (slot.status === 'failed') {
      items.push({ kind: 'failed', key: `f${chapterId}`, chapterId });
      return;
    }
    if (!slot.content.readable) {
      items.push({ kind: 'locked', key: `x${chapterId}`, chapterId });
      return;
    }
    slot.content.pages.forEach((page, index) => {
      items.push({ kind: 'page', key: `p${chapterId}:${index}`, chapterId, index, page });
    });
    items.push({ kind: 'end', key: `e${chapterId}`, chapterId });
  });
  return items;
}

/** A row's height at this strip width and viewport height. */
export function itemHeight(item: StripItem | undefined, width: number, viewportHeight: number): number {
  if (!item) return 0;
  switch (item.kind) {
    case 'page':
      // A page without a usable size gets a common comic proportion rather than nothing.
      return item.page.width > 0 && item.page.height > 0
        ? Math.round((width * item.page.height) / item.page.width)
        : Math.round(width * 1.42);
    case 'start':
      return 180;
    case 'end':
      return Math.max(280, Math.round(viewportHeight * 0.4));
    case 'locked':
    case 'failed':
      // A screen of its own: the reader lands on it with its button in the middle of the screen.
      return Math.max(420, viewportHeight);
    case 'loading':
      return Math.max(320, viewportHeight);
  }
}

/** The row showing a chapter's page (or the chapter's card when it has no pages). */
export function indexOfPage(items: readonly StripItem[], chapterId: number, page: number): number {
  let fallback = -1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as StripItem;
    if (item.chapterId !== chapterId) continue;
    if (item.kind === 'page' && item.index === page) return i;
    if (fallback < 0 && item.kind !== 'start') fallback = i;
  }
  return fallback;
}
