/**
 * Topics (专题, the `collections` table) in the console: each a title, a description and its works
 * in order; listed, created, changed, put in order and deleted, each audited in its own
 * transaction. Readers' topic lists and the home's topic sections read the tables on every call.
 */
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { TopicBody, TopicEditBody, type TopicItem, TopicOrderBody } from '../../src/core/admin/home';
import type { Db } from '../db/engine';
import { writeTransaction } from '../db/engine';
import { mediaUrl } from '../media/media-store';
import { actorOf, audit } from './audit';
import type { ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

async function topicItems(db: Db, media: string, id?: number): Promise<TopicItem[]> {
  const topics = await db
    .selectFrom('collections')
    .select(['id', 'title', 'description', 'sort'])
    .$if(id !== undefined, (q) => q.where('id', '=', id as number))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const works = topics.length
    ? await db
        .selectFrom('collection_works')
        .innerJoin('works', 'works.id', 'collection_works.work_id')
        .select(['collection_works.collection_id', 'works.id', 'works.kind', 'works.title', 'works.cover'])
        .where(
          'collection_works.collection_id',
          'in',
          topics.map((t) => t.id),
        )
        .orderBy('collection_works.sort')
        .orderBy('works.id')
        .execute()
    : [];
  return topics.map((t) => ({
    ...t,
    works: works
      .filter((w) => w.collection_id === t.id)
      .map(({ id: workId, kind, title, cover }) => ({ id: workId, kind, title, cover: mediaUrl(media, cover) })),
  }));
}

async function existing(db: Db, media: string, id: number): Promise<TopicItem> {
  return (await topicItems(db, media, id))[0] ?? refuseAdmin(404, 'notFound');
}

/** The topic's fields as the audit log keeps them: its works by id. */
const logged = (t: TopicItem) => ({ title: t.title, description: t.description, work_ids: t.works.map((w) => w.id) });

/** Puts these works in the topic, in this order (refusing a work that is not there); answers the first one's cover. */
async function setWorks(db: Db, topicId: number, workIds: number[]): Promise<string> {
  const works = await db.selectFrom('works').select(['id', 'cover']).where('id', 'in', workIds).execute();
  if (works.length !== workIds.length) refuseAdmin(400, 'invalid', 'work_ids');
  await db.deleteFrom('collection_works').where('collection_id', '=', topicId).execute();
  await db
    .insertInto('collection_works')
    .values(workIds.map((work_id, sort) => ({ collection_id: topicId, work_id, sort })))
    .execute();
  return works.find((w) => w.id === workIds[0])?.cover ?? '';
}

export function topicEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/topics', {
    access: 'content',
    input: noInput,
    handle: async (_input, ctx) => ({ items: await topicItems(ctx.db, ctx.media) }),
  });

  endpoint(api, deps, 'post', '/topics', {
    access: 'content',
    input: TopicBody,
    handle: ({ title, description, work_ids }, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const last = await trx
          .selectFrom('collections')
          .select((eb) => eb.fn.max('sort').as('sort'))
          .executeTakeFirst();
        const { id } = await trx
          .insertInto('collections')
          .values({ title, description, cover: '', sort: Number(last?.sort ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The topic's cover is its first work's.
        const cover = await setWorks(trx, id, work_ids);
        await trx.updateTable('collections').set({ cover }).where('id', '=', id).execute();
        const after = await existing(trx, ctx.media, id);
        await audit(trx, actorOf(ctx), {
          action: 'topic.create',
          targetType: 'topic',
          targetId: id,
          after: logged(after),
        });
        return after;
      }),
  });

  endpoint(api, deps, 'patch', '/topics/:id', {
    access: 'content',
    input: TopicEditBody,
    handle: (changes: v.InferOutput<typeof TopicEditBody>, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const topicId = id as number;
        const before = await existing(trx, ctx.media, topicId);
        const { work_ids, ...fields } = changes;
        const cover = work_ids ? await setWorks(trx, topicId, work_ids) : undefined;
        if (Object.keys(fields).length > 0 || cover !== undefined)
          await trx
            .updateTable('collections')
            .set({ ...fields, ...(cover === undefined ? {} : { cover }) })
            .where('id', '=', topicId)
            .execute();
        const after = await existing(trx, ctx.media, topicId);
        await audit(trx, actorOf(ctx), {
          action: 'topic.edit',
          targetType: 'topic',
          targetId: topicId,
          before: logged(before),
          after: logged(after),
        });
        return after;
      }),
  });

  endpoint(api, deps, 'post', '/topics/order', {
    access: 'content',
    input: TopicOrderBody,
    handle: ({ ids }, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await topicItems(trx, ctx.media);
        const known = before.map((t) => t.id);
        // The whole list, each once: an order made on a stale list is refused.
        if (
          ids.length !== known.length ||
          [...ids].sort((a, b) => a - b).join() !== [...known].sort((a, b) => a - b).join()
        )
          refuseAdmin(400, 'invalid', 'ids');
        for (const [sort, topicId] of ids.entries())
          await trx.updateTable('collections').set({ sort }).where('id', '=', topicId).execute();
        await audit(trx, actorOf(ctx), {
          action: 'topic.reorder',
          targetType: 'topic',
          targetId: 'all',
          before: { ids: known },
          after: { ids },
        });
        return { items: await topicItems(trx, ctx.media) };
      }),
  });

  endpoint(api, deps, 'delete', '/topics/:id', {
    access: 'content',
    input: noInput,
    handle: (_input, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await existing(trx, ctx.media, id as number);
        await trx
          .deleteFrom('collection_works')
          .where('collection_id', '=', id as number)
          .execute();
        await trx
          .deleteFrom('collections')
          .where('id', '=', id as number)
          .execute();
        await audit(trx, actorOf(ctx), {
          action: 'topic.delete',
          targetType: 'topic',
          targetId: id as number,
          before: logged(before),
        });
        return {};
      }),
  });
}
