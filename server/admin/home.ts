/**
 * The home editor in the console: a channel's layout (menu tabs, banners, sections) to read, to
 * preview as readers would get it (the reader's home answer built from the draft) and to save, and
 * the hot search words; each save audited in its own transaction. Readers' home answers are built
 * from the saved layout (api/home.ts), so a save is in their next home request.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { HomeEditorAnswer, HotWordsAnswer } from '../../src/core/admin/home';
import { HomeLayoutBody, HomeQuery, HotWordsBody } from '../../src/core/admin/home';
import type { WorkKind } from '../../src/core/contract/content';
import { type HomeLayout, HotWords } from '../../src/core/home-layout';
import { homeAnswer, savedLayout, standardLayout } from '../api/home';
import { hotWords } from '../api/search';
import type { Db } from '../db/engine';
import { writeTransaction } from '../db/engine';
import { HOT_WORDS_NAME, layoutName, storedLayout, storeLayout } from '../db/home-layouts';
import { mediaUrl } from '../media/media-store';
import { nowSeconds } from '../time/china-time';
import { actorOf, audit } from './audit';
import type { ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

const workIdsOf = (layout: HomeLayout): number[] => [
  ...new Set([
    ...layout.banners.flatMap((b) => (b.work_id === null ? [] : [b.work_id])),
    ...layout.sections.flatMap((s) => s.work_ids),
  ]),
];

/** Refuses (400, naming the field) a layout naming classes, works or topics that are not there. */
async function checkReferences(db: Db, channel: WorkKind, layout: HomeLayout): Promise<void> {
  const classes = await db.selectFrom('classes').select('id').where('kind', '=', channel).execute();
  const classIds = new Set(classes.map((c) => c.id));
  if (layout.menu_class_ids.some((id) => !classIds.has(id))) refuseAdmin(400, 'invalid', 'layout.menu_class_ids');
  if (new Set(layout.menu_class_ids).size !== layout.menu_class_ids.length)
    refuseAdmin(400, 'invalid', 'layout.menu_class_ids');
  const ids = workIdsOf(layout);
  const works = ids.length ? await db.selectFrom('works').select(['id', 'kind']).where('id', 'in', ids).execute() : [];
  const kinds = new Map(works.map((w) => [w.id, w.kind]));
  layout.banners.forEach((b, i) => {
    if (b.work_id !== null && !kinds.has(b.work_id)) refuseAdmin(400, 'invalid', `layout.banners.${i}.work_id`);
  });
  const topics = new Set((await db.selectFrom('collections').select('id').execute()).map((t) => t.id));
  layout.sections.forEach((s, i) => {
    // A picks section shows works of its channel only.
    if (s.work_ids.some((id) => kinds.get(id) !== channel))
      refuseAdmin(400, 'invalid', `layout.sections.${i}.work_ids`);
    if (s.topic_id !== null && !topics.has(s.topic_id)) refuseAdmin(400, 'invalid', `layout.sections.${i}.topic_id`);
  });
}

async function editorAnswer(db: Db, channel: WorkKind, media: string): Promise<HomeEditorAnswer> {
  const saved = await savedLayout(db, channel);
  const layout = saved ?? (await standardLayout(db, channel));
  const ids = workIdsOf(layout);
  const [classes, works] = await Promise.all([
    db.selectFrom('classes').select(['id', 'name']).where('kind', '=', channel).orderBy('sort').orderBy('id').execute(),
    ids.length
      ? db.selectFrom('works').select(['id', 'kind', 'title', 'cover']).where('id', 'in', ids).execute()
      : Promise.resolve([]),
  ]);
  const shown = works.map((w) => ({ ...w, cover: mediaUrl(media, w.cover) }));
  return { layout, saved: saved !== null, classes, works: shown, media };
}

export function homeEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/home', {
    access: 'content',
    input: HomeQuery,
    handle: ({ channel }, ctx) => editorAnswer(ctx.db, channel, ctx.media),
  });

  // The reader's home answer from a draft, for the phone preview: nothing is saved.
  endpoint(api, deps, 'post', '/home/preview', {
    access: 'content',
    input: HomeLayoutBody,
    handle: async ({ channel, layout }, ctx) => {
      await checkReferences(ctx.db, channel, layout);
      return homeAnswer(channel, ctx, layout);
    },
  });

  endpoint(api, deps, 'post', '/home/layout', {
    access: 'content',
    input: HomeLayoutBody,
    handle: ({ channel, layout }, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        await checkReferences(trx, channel, layout);
        const before = (await savedLayout(trx, channel)) ?? (await standardLayout(trx, channel));
        await storeLayout(trx, layoutName(channel), layout, nowSeconds());
        await audit(trx, actorOf(ctx), {
          action: 'home.layout',
          targetType: 'home',
          targetId: channel,
          before,
          after: layout,
        });
        return editorAnswer(trx, channel, ctx.media);
      }),
  });

  endpoint(api, deps, 'get', '/hot-words', {
    access: 'content',
    input: noInput,
    handle: (_input, ctx) => hotWordsAnswer(ctx.db),
  });

  endpoint(api, deps, 'post', '/hot-words', {
    access: 'content',
    input: HotWordsBody,
    handle: ({ words }, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const stored = v.safeParse(HotWords, await storedLayout(trx, HOT_WORDS_NAME));
        await storeLayout(trx, HOT_WORDS_NAME, words, nowSeconds());
        await audit(trx, actorOf(ctx), {
          action: 'home.hotWords',
          targetType: 'home',
          targetId: 'hot_words',
          before: { words: stored.success ? stored.output : [] },
          after: { words },
        });
        return hotWordsAnswer(trx);
      }),
  });
}

async function hotWordsAnswer(db: Db): Promise<HotWordsAnswer> {
  const stored = v.safeParse(HotWords, await storedLayout(db, HOT_WORDS_NAME));
  return { words: await hotWords(db), saved: stored.success && stored.output.length > 0 };
}
