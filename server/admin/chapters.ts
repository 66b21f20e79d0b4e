/**
 * A work's chapters (episodes) in the console: list, rename, price in gold, free or VIP, hide,
 * publish now or at a time, reorder, delete one nobody bought. Readers see the result at once and
 * a scheduled chapter at its time (db/visibility.ts); each change has its audit entry.
 */
import type { Hono } from 'hono';
import type { ChapterItem } from '../../src/core/admin/answers';
import { ChapterEditBody, ChapterOrderBody } from '../../src/core/admin/schemas';
import { type ChapterChanges, deleteChapter, refreshWorkSummary, reorderChapters, updateChapter } from '../db/catalog';
import { deskChapter, deskChapters } from '../db/catalog-desk';
import { type Db, writeTransaction } from '../db/engine';
import { moneySettings } from '../db/money-settings';
import { actorOf, audit } from './audit';
import type { ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';
import { workDetail } from './works';

type Row = Awaited<ReturnType<typeof deskChapters>>[number];

const chapterItem = (row: Row): ChapterItem => ({
  id: row.id,
  idx: row.idx,
  title: row.title,
  access: row.access,
  price: row.price,
  size: row.size,
  published_at: row.published_at,
  hidden: row.hidden === 1,
  purchases: Number(row.purchases),
});

const listOf = async (db: Db, workId: number) => (await deskChapters(db, workId)).map(chapterItem);

export function chapterEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/works/:id/chapters', {
    access: 'content',
    input: noInput,
    async handle(_input, ctx, { id }) {
      await workDetail(ctx, id as number);
      return { items: await listOf(ctx.db, id as number) };
    },
  });

  endpoint(api, deps, 'patch', '/chapters/:id', {
    access: 'content',
    input: ChapterEditBody,
    async handle(input, ctx, params) {
      const id = params.id as number;
      const before = (await deskChapter(ctx.db, id)) ?? refuseAdmin(404, 'notFound');
      const { hidden, ...fields } = input;
      const changes: ChapterChanges = { ...fields, ...(hidden !== undefined ? { hidden: hidden ? 1 : 0 } : {}) };
      // A chapter made paid without a price takes finance's default chapter price.
      if (changes.access === 'gold' && changes.price === undefined && before.price <= 0)
        changes.price = (await moneySettings(ctx.db)).default_chapter_price;
      const after = { ...before, ...changes };
      // A gold chapter needs a price; another kind has none.
      if (after.access === 'gold' && after.price <= 0) refuseAdmin(400, 'invalid', 'price');
      if (after.access !== 'gold') changes.price = 0;
      await writeTransaction(ctx.db, async (trx) => {
        await updateChapter(trx, id, changes);
        await refreshWorkSummary(trx, before.work_id);
        const { work_id: _w, id: _i, idx: _x, ...shown } = before;
        await audit(trx, actorOf(ctx), {
          action: 'chapter.edit',
          targetType: 'chapter',
          targetId: id,
          before: { ...shown, hidden: shown.hidden === 1 },
          after: {
            ...shown,
            ...changes,
            price: changes.price ?? shown.price,
            hidden: (changes.hidden ?? shown.hidden) === 1,
          },
        });
      });
      const items = await listOf(ctx.db, before.work_id);
      return items.find((item) => item.id === id) as ChapterItem;
    },
  });

  endpoint(api, deps, 'post', '/works/:id/chapters/order', {
    access: 'content',
    input: ChapterOrderBody,
    async handle({ ids }, ctx, params) {
      const workId = params.id as number;
      await workDetail(ctx, workId);
      await writeTransaction(ctx.db, async (trx) => {
        const current = (await deskChapters(trx, workId)).map((row) => row.id);
        const same =
          ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) refuseAdmin(400, 'chaptersMismatch', 'ids');
        await reorderChapters(trx, workId, ids);
        await refreshWorkSummary(trx, workId);
        await audit(trx, actorOf(ctx), {
          action: 'chapters.reorder',
          targetType: 'work',
          targetId: workId,
          before: { order: current },
          after: { order: ids },
        });
      });
      return { items: await listOf(ctx.db, workId) };
    },
  });

  endpoint(api, deps, 'delete', '/chapters/:id', {
    access: 'content',
    input: noInput,
    async handle(_input, ctx, params) {
      const id = params.id as number;
      const before = (await deskChapter(ctx.db, id)) ?? refuseAdmin(404, 'notFound');
      await writeTransaction(ctx.db, async (trx) => {
        if (!(await deleteChapter(trx, id))) refuseAdmin(409, 'hasPurchases');
        // The places close up behind it.
        await reorderChapters(
          trx,
          before.work_id,
          (await deskChapters(trx, before.work_id)).map((row) => row.id),
        );
        await refreshWorkSummary(trx, before.work_id);
        await audit(trx, actorOf(ctx), {
          action: 'chapter.delete',
          targetType: 'chapter',
          targetId: id,
          before: { work_id: before.work_id, idx: before.idx, title: before.title },
        });
      });
      return { items: await listOf(ctx.db, before.work_id) };
    },
  });
}
