/**
 * Works as the answers show them: cards (WorkCard) for lists, chapters with their access as of
 * now, and paged lists with an exact total. Cards never carry chapter lists, so lists stay small.
 */
import type { Chapter, WorkCard, WorkPage } from '../../src/core/contract/content';
import { type CardRow, type ChapterRow, tagsOfWorks } from '../db/content';
import type { Db } from '../db/engine';
import { type Paging, pageAnswer } from '../db/paging';
import { mediaUrl } from '../media/media-store';

/** A window that has ended is no window: the contract says null. */
export const openWindow = (until: number | null, now: number): number | null =>
  until !== null && until > now ? until : null;

export async function toCards(db: Db, rows: readonly CardRow[], media: string, now: number): Promise<WorkCard[]> {
  return (await toCardGroups(db, [rows], media, now))[0] ?? [];
}

/** Several lists of cards at once, with one query for all their tags (the home has seven lists). */
export async function toCardGroups(
  db: Db,
  groups: readonly (readonly CardRow[])[],
  media: string,
  now: number,
): Promise<WorkCard[][]> {
  const tags = await tagsOfWorks(db, [...new Set(groups.flatMap((rows) => rows.map((r) => r.id)))]);
  return groups.map((rows) =>
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      cover: mediaUrl(media, row.cover),
      author: row.author,
      tags: tags.get(row.id) ?? [],
      status: row.status,
      chapter_count: row.chapter_count,
      latest_title: row.latest_title,
      intro: row.intro,
      views: row.views,
      score: row.score,
      free_until: openWindow(row.free_until, now),
    })),
  );
}

/** A page of cards answered from a page of rows. */
export async function cardPage(
  db: Db,
  { rows, total }: { rows: CardRow[]; total: number },
  paging: Paging,
  media: string,
  now: number,
): Promise<WorkPage> {
  return pageAnswer(await toCards(db, rows, media, now), paging, total);
}

/**
 * A chapter's access now: a paid chapter is limited_free (price 0) while its own window or its
 * work's is open, and free_until says until when; otherwise its lasting rule.
 */
export function toChapter(row: ChapterRow, workFreeUntil: number | null, now: number): Chapter {
  const window = Math.max(openWindow(row.free_until, now) ?? 0, openWindow(workFreeUntil, now) ?? 0);
  const base = { id: row.id, index: row.idx, title: row.title, size: row.size, published_at: row.published_at };
  if (row.access !== 'free' && window > 0) return { ...base, access: 'limited_free', price: 0, free_until: window };
  return { ...base, access: row.access, price: row.access === 'gold' ? row.price : 0, free_until: null };
}
