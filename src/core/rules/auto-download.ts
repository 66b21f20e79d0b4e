/**
 * Which new chapters of followed works download by themselves: those the reader may open without
 * spending — free, limited free, VIP for a VIP reader, already bought — and gold ones only when the
 * reader turned auto-buy on for that work and the balance covers them (opening one buys it, as
 * reading it would).
 * One copy for the service worker that downloads them and the tests that hold it to this.
 */
import type { Chapter, WorkCard } from '../contract/content';
import { forSale, mayRead } from './chapters';

export interface AutoDownloadReader {
  vip: boolean;
  /** Gold the reader has. */
  balance: number;
}

type NewChapter = Pick<Chapter, 'id' | 'index' | 'title' | 'access' | 'price'> & { purchased: boolean };

/**
 * Whether a new chapter downloads by itself for this reader, with auto-buy on or off for its work
 * and `balance` gold left to spend.
 */
export function downloadsByItself(
  chapter: NewChapter,
  reader: AutoDownloadReader,
  autoBuy: boolean,
  balance = reader.balance,
): boolean {
  if (mayRead(chapter, { vip: reader.vip, purchased: chapter.purchased })) return true;
  return autoBuy && forSale(chapter) && balance >= chapter.price;
}

export interface NewChapters {
  work: WorkCard;
  /** The reader's auto-buy for this work. */
  auto_buy: boolean;
  chapters: NewChapter[];
}

/**
 * The chapters to download now, oldest first in each work: of the works whose switch is on, the new
 * chapters that download by themselves and were not queued before (`queued`, chapter ids). Gold ones
 * spend the balance in turn, so that no more are chosen than the gold buys.
 */
export function chaptersToDownload(
  works: readonly NewChapters[],
  reader: AutoDownloadReader,
  isOn: (workId: number) => boolean,
  queued: ReadonlySet<number>,
): { work: WorkCard; chapter: NewChapter }[] {
  let balance = reader.balance;
  const chosen: { work: WorkCard; chapter: NewChapter }[] = [];
  for (const { work, auto_buy, chapters } of works) {
    if (!isOn(work.id)) continue;
    for (const chapter of [...chapters].sort((a, b) => a.index - b.index)) {
      if (queued.has(chapter.id) || !downloadsByItself(chapter, reader, auto_buy, balance)) continue;
      if (!mayRead(chapter, { vip: reader.vip, purchased: chapter.purchased })) balance -= chapter.price;
      chosen.push({ work, chapter });
    }
  }
  return chosen;
}
