/**
 * Demo content for an empty database: the plan (demo-plan.ts) with its art rendered, written in
 * one transaction. Runs at server start and does nothing once any work exists (an operator's
 * imports included). The limited-free windows of demo works are moved forward at every start, so
 * the 限时免费 shelf is never empty however old the database is.
 */
import {
  hasWorks,
  insertApps,
  insertBanners,
  insertChapters,
  insertClass,
  insertComicPages,
  insertNovelTexts,
  insertPackages,
  insertTag,
  insertTopic,
  insertVideoSources,
  insertWork,
  redateDemoWindows,
  tagWork,
} from '../db/catalog';
import { type Db, exclusive, writeTransaction } from '../db/engine';
import type { WorkKind } from '../db/schema';
import { nextChinaMidnight, nowSeconds } from '../time/china-time';
import type { ArtSpec } from './art/generate-art';
import { APPS, CLASSES, GOLD_PACKAGES, VIP_PACKAGES } from './demo-catalog';
import { type MediaFile, renderAll } from './demo-media';
import { chapterSize, type DemoPlan, PAGE_POOL, type PageRef, type PlannedWork, planDemo } from './demo-plan';

export interface DemoOptions {
  mediaDir: string;
  /** lite: a small pool of shared art (for tests); full: one cover per work, 40 pages. */
  demoMedia: 'full' | 'lite';
}

const KINDS = ['comic', 'novel', 'video'] as const;
const BANNERS_PER_KIND = 5;

/** Height of a webtoon strip in the pool: 2400–3600 px, varied so readers see real tall images. */
const stripHeight = (number: number, variant: number) => 2400 + ((number * 7 + variant * 5) % 13) * 100;

const pageKey = (p: PageRef) => `${p.format}:${p.number}:${p.variant}`;

interface DemoMedia {
  cover(workIndex: number): MediaFile;
  banner(slot: number, work: PlannedWork): MediaFile;
  topicCover(index: number): MediaFile;
  appIcon(index: number): MediaFile;
  page(ref: PageRef): MediaFile;
}

/**
 * Every picture the plan needs, as art specs drawn in one batch (what is cached on disk is not
 * drawn again); answers which file stands for which cover, banner or page.
 */
async function renderDemoMedia(plan: DemoPlan, options: DemoOptions): Promise<DemoMedia> {
  const lite = options.demoMedia === 'lite';
  const specs: ArtSpec[] = [];
  const add = (spec: ArtSpec) => specs.push(spec) - 1;
  const themes = Object.values(CLASSES).flat();

  const covers = lite
    ? themes.slice(0, 8).map((theme, k) => add({ kind: 'cover', width: 600, height: 800, seed: `lite:${k}`, theme }))
    : plan.works.map((w) => add({ kind: 'cover', width: 600, height: 800, seed: w.title, theme: w.className }));
  const bannerSpec = (seed: string, theme: string, width = 1200): ArtSpec => ({
    kind: 'banner',
    width,
    height: width / 2,
    seed,
    theme,
  });
  const liteBanners = lite ? themes.slice(0, 3).map((theme, k) => add(bannerSpec(`lite:${k}`, theme))) : [];
  const banners = new Map<string, number>();
  if (!lite) {
    for (const kind of KINDS) {
      bannerWorks(plan, kind).forEach((w) => {
        banners.set(w.title, add(bannerSpec(w.title, w.className)));
      });
    }
  }
  const topicCovers = lite ? liteBanners : plan.topics.map((t) => add(bannerSpec(t.title, t.theme, 800)));
  const icons = (lite ? APPS.slice(0, 2) : APPS).map((app) =>
    add({ kind: 'icon', width: 256, height: 256, seed: app.name, theme: '' }),
  );
  const pages = new Map<string, number>();
  const pool = PAGE_POOL[options.demoMedia];
  for (const format of ['manga', 'webtoon'] as const) {
    for (let number = 1; number <= pool[format].max; number++) {
      for (let variant = 0; variant < pool[format].variants; variant++) {
        const size =
          format === 'manga' ? { width: 900, height: 1280 } : { width: 800, height: stripHeight(number, variant) };
        pages.set(
          pageKey({ format, number, variant }),
          add({ kind: format, ...size, seed: `${number}:${variant}`, theme: '', page: number }),
        );
      }
    }
  }

  const files = await renderAll(options.mediaDir, specs);
  const at = (i: number | undefined) => {
    const file = i === undefined ? undefined : files[i];
    if (!file) throw new Error('demo art missing from the plan');
    return file;
  };
  return {
    cover: (i) => at(covers[i % covers.length]),
    banner: (slot, work) => at(lite ? liteBanners[slot % liteBanners.length] : banners.get(work.title)),
    topicCover: (i) => at(topicCovers[i % topicCovers.length]),
    appIcon: (i) => at(icons[i % icons.length]),
    page: (ref) => at(pages.get(pageKey(ref))),
  };
}

/** The works a kind's banners show: its editor's picks first. */
function bannerWorks(plan: DemoPlan, kind: WorkKind): PlannedWork[] {
  return plan.works
    .filter((w) => w.kind === kind)
    .sort((a, b) => (a.editorPick ?? 99) - (b.editorPick ?? 99) || b.views - a.views)
    .slice(0, BANNERS_PER_KIND);
}

async function writePlan(db: Db, plan: DemoPlan, media: DemoMedia): Promise<void> {
  await writeTransaction(db, async (trx) => {
    // Checked again inside the transaction: two processes starting on one empty database seed once.
    await exclusive(trx, 'seed:demo');
    if (await hasWorks(trx)) return;
    const classIds = new Map<string, number>();
    for (const kind of KINDS) {
      for (const [sort, name] of CLASSES[kind].entries()) {
        classIds.set(`${kind}:${name}`, await insertClass(trx, kind, name, sort));
      }
    }
    const tagIds = new Map<string, number>();
    for (const name of new Set(plan.works.flatMap((w) => w.tags))) tagIds.set(name, await insertTag(trx, name));

    const workIds: number[] = [];
    const pageRows: { chapter_id: number; idx: number; path: string; width: number; height: number }[] = [];
    const textRows: { chapter_id: number; text: string }[] = [];
    const sourceRows: { chapter_id: number; format: 'mp4' | 'hls'; path: string; width: number; height: number }[] = [];
    for (const [index, work] of plan.works.entries()) {
      const last = work.chapters.at(-1);
      const id = await insertWork(trx, {
        kind: work.kind,
        title: work.title,
        cover: media.cover(index).path,
        author: work.author,
        description: work.description,
        intro: work.intro,
        class_id: classIds.get(`${work.kind}:${work.className}`) as number,
        status: work.status,
        update_weekday: work.update_weekday,
        views: work.views,
        favorites: work.favorites,
        score: work.score,
        // A placeholder: refreshDemoWindows dates every window.
        free_until: work.limitedFree ? 0 : null,
        editor_pick: work.editorPick,
        chapter_count: work.chapters.length,
        latest_title: last?.title ?? '',
        source: 'demo',
        created_at: work.created_at,
        updated_at: work.updated_at,
      });
      workIds.push(id);
      await tagWork(
        trx,
        id,
        work.tags.map((tag) => tagIds.get(tag) as number),
      );
      const chapters = await insertChapters(
        trx,
        work.chapters.map((c, i) => ({
          work_id: id,
          idx: i + 1,
          title: c.title,
          access: c.access,
          price: c.price,
          free_until: c.ownWindow ? 0 : null,
          size: chapterSize(c),
          published_at: c.published_at,
        })),
      );
      for (const { id: chapterId, idx } of chapters) {
        const planned = work.chapters[idx - 1];
        if (!planned) continue;
        if (planned.text !== undefined) textRows.push({ chapter_id: chapterId, text: planned.text });
        for (const [p, ref] of (planned.pages ?? []).entries()) {
          const file = media.page(ref);
          pageRows.push({ chapter_id: chapterId, idx: p + 1, path: file.path, width: file.width, height: file.height });
        }
        if (planned.clip) {
          const { clip, hls } = planned.clip;
          const size = { width: clip.width, height: clip.height };
          sourceRows.push({ chapter_id: chapterId, format: 'mp4', path: clip.mp4, ...size });
          if (hls && clip.hls) sourceRows.push({ chapter_id: chapterId, format: 'hls', path: clip.hls, ...size });
        }
      }
    }
    await insertComicPages(trx, pageRows);
    await insertNovelTexts(trx, textRows);
    await insertVideoSources(trx, sourceRows);

    for (const kind of KINDS) {
      await insertBanners(
        trx,
        bannerWorks(plan, kind).map((work, sort) => ({
          kind,
          work_id: workIds[plan.works.indexOf(work)] as number,
          image: media.banner(sort, work).path,
          title: work.title,
          subtitle: work.intro,
          sort,
        })),
      );
    }
    for (const [sort, topic] of plan.topics.entries()) {
      const { title, description } = topic;
      await insertTopic(
        trx,
        { title, description, cover: media.topicCover(sort).path, sort },
        topic.works.map((w) => workIds[w] as number),
      );
    }
    await insertPackages(trx, [
      ...GOLD_PACKAGES.map((p, sort) => ({ type: 'gold' as const, ...p, days: 0, sort })),
      ...VIP_PACKAGES.map((p, sort) => ({ type: 'vip' as const, ...p, gold: 0, bonus: 0, sort: 10 + sort })),
    ]);
    await insertApps(
      trx,
      APPS.map((app, sort) => ({ ...app, icon: media.appIcon(sort).path, sort })),
    );
  });
}

/** Seeds the demo catalogue when the database has no works; answers whether it did. */
export async function seedDemoContent(db: Db, options: DemoOptions, now = nowSeconds()): Promise<boolean> {
  if (await hasWorks(db)) return false;
  const plan = planDemo(now, options.demoMedia === 'lite');
  const media = await renderDemoMedia(plan, options);
  await writePlan(db, plan, media);
  return true;
}

/**
 * Dates every limited-free window of the demo works afresh: whole works end at China midnight in
 * 1–3 days, single chapters in 2–3 days. Operators' works are left alone.
 */
export const refreshDemoWindows = (db: Db, now = nowSeconds()): Promise<void> =>
  writeTransaction(db, (trx) => redateDemoWindows(trx, nextChinaMidnight(now)));

/** At server start: demo content for an empty database, and demo windows moved forward. Answers whether it seeded. */
export async function prepareContent(db: Db, options: DemoOptions): Promise<boolean> {
  const seeded = await seedDemoContent(db, options);
  await refreshDemoWindows(db);
  return seeded;
}
