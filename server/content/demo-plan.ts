/**
 * The demo catalogue as plain data: 30 comics, 20 novels and 20 videos with their chapters, access
 * rules, schedule, counters and topics. Pure and seeded: the same plan every time (only the dates
 * follow the clock), so the art it asks for keeps its cached names.
 */
import type { WorkKind } from '../db/schema';
import { lastChinaWeekdayAt } from '../time/china-time';
import {
  blurb,
  type Cast,
  castOf,
  comicTitle,
  episodeTitles,
  novelChapter,
  novelTitle,
  penName,
  readableLength,
  videoTitle,
} from './chinese-text';
import { CLASSES, TAGS_BY_CLASS, TOPICS } from './demo-catalog';
import { createRng, type Rng } from './prng';
import { SAMPLE_CLIPS, type SampleClip } from './sample-clips';

export const DEMO_COUNTS: Record<WorkKind, number> = { comic: 30, novel: 20, video: 20 };
const DAY = 86400;

/** A page of the shared pool: paged manga or a webtoon strip, its drawn number and variant. */
export interface PageRef {
  format: 'manga' | 'webtoon';
  number: number;
  variant: number;
}

export interface PlannedChapter {
  title: string;
  access: 'free' | 'vip' | 'gold';
  price: number;
  /** This chapter has a limited-free window of its own (its date is set at every start). */
  ownWindow: boolean;
  published_at: number;
  pages?: PageRef[];
  text?: string;
  clip?: { clip: SampleClip; hls: boolean };
}

export interface PlannedWork {
  kind: WorkKind;
  title: string;
  author: string;
  description: string;
  intro: string;
  className: string;
  tags: string[];
  status: 'ongoing' | 'completed';
  update_weekday: number | null;
  views: number;
  favorites: number;
  score: number;
  /** The whole work is limited-free (its date is set at every start). */
  limitedFree: boolean;
  editorPick: number | null;
  format: 'manga' | 'webtoon' | null;
  created_at: number;
  updated_at: number;
  chapters: PlannedChapter[];
}

export interface PlannedTopic {
  title: string;
  description: string;
  theme: string;
  /** Indexes into the plan's works, in display order. */
  works: number[];
}

export interface DemoPlan {
  works: PlannedWork[];
  topics: PlannedTopic[];
}

/** Pages per chapter in the shared pool: numbers 1…max, each in `variants` drawings. */
export const PAGE_POOL = {
  full: { manga: { max: 12, variants: 2 }, webtoon: { max: 8, variants: 2 } },
  lite: { manga: { max: 2, variants: 1 }, webtoon: { max: 2, variants: 1 } },
} as const;

const firstSentence = (text: string) => text.slice(0, text.indexOf('。') + 1) || text;

function chapterCount(rng: Rng, kind: WorkKind, className: string): number {
  if (kind === 'comic') return rng.int(20, 36);
  if (kind === 'novel') return rng.int(50, 64);
  if (className === '音乐') return rng.int(1, 3);
  if (className === '纪录') return rng.int(3, 6);
  if (className === '短剧') return rng.int(10, 20);
  return rng.int(6, 12);
}

function titleFor(rng: Rng, kind: WorkKind, className: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const title =
      kind === 'comic' ? comicTitle(rng) : kind === 'novel' ? novelTitle(rng, className) : videoTitle(rng, className);
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  throw new Error('ran out of demo titles');
}

/** Free chapters 1…N, then VIP, gold (10–60) or a mix; some works are free throughout. */
function accessRules(rng: Rng, kind: WorkKind, count: number) {
  const freeCount = kind === 'comic' ? rng.int(5, 10) : kind === 'novel' ? rng.int(10, 20) : rng.int(2, 4);
  const model = rng.pick(['free', 'vip', 'vip', 'gold', 'gold', 'mixed'] as const);
  const price = rng.int(2, 12) * 5;
  return (index: number): { access: 'free' | 'vip' | 'gold'; price: number } => {
    if (index <= freeCount || model === 'free' || count <= 3) return { access: 'free', price: 0 };
    const gold = model === 'gold' || (model === 'mixed' && index % 2 === 0);
    return gold ? { access: 'gold', price } : { access: 'vip', price: 0 };
  };
}

function planChapters(
  rng: Rng,
  work: Omit<PlannedWork, 'chapters' | 'created_at' | 'updated_at'>,
  count: number,
  cast: Cast,
  lastPublished: number,
  videoIndex: number,
  lite: boolean,
): PlannedChapter[] {
  const titles = episodeTitles(rng, count);
  const rule = accessRules(rng, work.kind, count);
  const pool = work.format ? PAGE_POOL[lite ? 'lite' : 'full'][work.format] : null;
  let ownWindowGiven = !rng.chance(0.3);
  return titles.map((name, i) => {
    const index = i + 1;
    const { access, price } = rule(index);
    const ownWindow = !ownWindowGiven && access !== 'free';
    if (ownWindow) ownWindowGiven = true;
    const chapter: PlannedChapter = {
      title: work.kind === 'comic' ? `第${index}话 ${name}` : work.kind === 'novel' ? `第${index}章 ${name}` : '',
      access,
      price,
      ownWindow,
      published_at: lastPublished - (count - index) * 7 * DAY,
    };
    if (work.kind === 'video') {
      chapter.title = count === 1 ? '正片' : `第${index}集 ${name}`;
      const clip = SAMPLE_CLIPS[(videoIndex + i) % SAMPLE_CLIPS.length] as SampleClip;
      chapter.clip = { clip, hls: clip.hls !== null && videoIndex % 2 === 0 };
    } else if (work.kind === 'novel') {
      chapter.text = novelChapter(rng, cast, rng.int(1500, 2900));
    } else if (pool && work.format) {
      const format = work.format;
      const pages = format === 'manga' ? rng.int(8, 12) : rng.int(4, 8);
      const variant = rng.int(0, pool.variants - 1);
      chapter.pages = Array.from({ length: pages }, (_, p) => ({
        format,
        number: (p % pool.max) + 1,
        variant: (variant + p) % pool.variants,
      }));
    }
    return chapter;
  });
}

export function planDemo(now: number, lite: boolean): DemoPlan {
  const rng = createRng('manyue-demo-v1');
  const taken = new Set<string>();
  const works: PlannedWork[] = [];
  for (const kind of ['comic', 'novel', 'video'] as const) {
    const classes = CLASSES[kind];
    const total = DEMO_COUNTS[kind];
    const picks = new Set(rng.sample([...Array(total).keys()], 6));
    const limited = new Set(rng.sample([...Array(total).keys()], kind === 'video' ? 2 : 3));
    for (let i = 0; i < total; i++) {
      const w = rng.fork(`${kind}:${i}`);
      const className = classes[i % classes.length] as string;
      const cast = castOf(w, className);
      const description = blurb(w, cast);
      const completed = w.chance(0.3);
      const count = chapterCount(w, kind, className);
      const views = Math.round(10 ** (4 + w.next() * 2.7));
      const base = {
        kind,
        title: titleFor(w, kind, className, taken),
        author: penName(w),
        description,
        intro: firstSentence(description),
        className,
        tags: w.sample(TAGS_BY_CLASS[className] ?? [], w.int(2, 4)),
        status: completed ? ('completed' as const) : ('ongoing' as const),
        // Ongoing works are spread over the week so that every day has updates of every kind.
        update_weekday: completed ? null : (i % 7) + 1,
        views,
        favorites: Math.round(views * (0.02 + w.next() * 0.06)),
        score: Math.round((6.5 + w.next() * 3.3) * 10) / 10,
        limitedFree: limited.has(i),
        editorPick: picks.has(i) ? [...picks].indexOf(i) + 1 : null,
        format: kind === 'comic' ? (w.chance(0.5) ? ('webtoon' as const) : ('manga' as const)) : null,
      };
      const lastPublished = completed
        ? now - w.int(30, 400) * DAY
        : lastChinaWeekdayAt(now, base.update_weekday ?? 1, 10);
      const chapters = planChapters(w, base, count, cast, lastPublished, i, lite);
      if (base.limitedFree && chapters.every((c) => c.access === 'free')) base.limitedFree = false;
      works.push({
        ...base,
        chapters,
        created_at: chapters[0]?.published_at ?? lastPublished,
        updated_at: lastPublished,
      });
    }
  }
  const topics = TOPICS.map((topic) => ({
    title: topic.title,
    description: topic.description,
    theme: topic.theme,
    works: works
      .map((work, index) => ({ work, index }))
      .filter(
        ({ work }) =>
          topic.kinds.includes(work.kind) &&
          (!topic.classes || topic.classes.includes(work.className)) &&
          (!topic.completedOnly || work.status === 'completed'),
      )
      .sort((a, b) => b.work.views - a.work.views)
      .slice(0, 10)
      .map(({ index }) => index),
  }));
  return { works, topics };
}

/** Characters, seconds or pages of a planned chapter (the `size` of the contract). */
export function chapterSize(chapter: PlannedChapter): number {
  if (chapter.text !== undefined) return readableLength(chapter.text);
  if (chapter.clip) return chapter.clip.clip.seconds;
  return chapter.pages?.length ?? 0;
}
