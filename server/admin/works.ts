/**
 * Works in the console: the paged, filtered list of all of them (hidden and unpublished ones too),
 * creating and editing one (a new work gets a drawn cover until one is uploaded), hiding it, and
 * deleting one nobody has bought from. Writes go through the catalogue's store functions, with
 * their audit entry in the same transaction.
 */
import type { Hono } from 'hono';
import sharp from 'sharp';
import type { WorkDetail, WorkListItem } from '../../src/core/admin/answers';
import { ClassesQuery, WorkCreateBody, WorkEditBody, WorkListQuery } from '../../src/core/admin/schemas';
import { COVER_WIDTHS } from '../../src/core/media-variants';
import { drawCover } from '../content/importers/generated-cover';
import { deleteWork, insertWork, introOf, setWorkTags, updateWork, type WorkChanges } from '../db/catalog';
import { classOfKind, deskClasses, deskWork, pageOfDeskWorks } from '../db/catalog-desk';
import { type Db, writeTransaction } from '../db/engine';
import type { WorkKind } from '../db/schema';
import { mediaUrl, StagedFiles } from '../media/media-store';
import { nowSeconds } from '../time/china-time';
import { actorOf, audit } from './audit';
import type { AdminContext, ConsoleDeps } from './context';
import { endpoint, fileEndpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

type ListRow = Awaited<ReturnType<typeof pageOfDeskWorks>>['rows'][number];

export const workListItem = (row: ListRow, media: string): WorkListItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  author: row.author,
  cover: mediaUrl(media, row.cover),
  class_id: row.class_id,
  class_name: row.class_name,
  status: row.status,
  hidden: row.hidden === 1,
  chapter_count: row.chapter_count,
  published_count: Number(row.published_count),
  scheduled_count: Number(row.scheduled_count),
  views: row.views,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The work as its page shows it, or 404. */
export async function workDetail(ctx: AdminContext, id: number): Promise<WorkDetail> {
  const row = (await deskWork(ctx.db, id, nowSeconds())) ?? refuseAdmin(404, 'notFound');
  return {
    ...workListItem(row, ctx.media),
    description: row.description,
    tags: row.tags,
    free_until: row.free_until,
    update_weekday: row.update_weekday,
    has_purchases: row.has_purchases,
  };
}

/** What the audit log keeps of a work's editable fields. */
const auditedFields = (work: WorkDetail | Record<string, unknown>) => {
  const { title, author, description, class_id, tags, status, free_until, update_weekday, hidden } = work as WorkDetail;
  return { title, author, description, class_id, tags, status, free_until, update_weekday, hidden };
};

/** The class's name, when it is one of the kind's; refused otherwise. */
async function requireClass(db: Db, classId: number, kind: WorkKind): Promise<string> {
  return (await classOfKind(db, classId, kind))?.name ?? refuseAdmin(400, 'invalid', 'class_id');
}

export function workEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/classes', {
    access: 'content',
    input: ClassesQuery,
    handle: async ({ kind }, ctx) => ({ items: await deskClasses(ctx.db, kind) }),
  });

  endpoint(api, deps, 'get', '/works', {
    access: 'content',
    input: WorkListQuery,
    async handle(query, ctx) {
      const { rows, total } = await pageOfDeskWorks(
        ctx.db,
        { q: query.q, kind: query.kind, classId: query.class_id, status: query.status, visibility: query.visibility },
        query.sort,
        query.order,
        query,
        nowSeconds(),
      );
      return {
        items: rows.map((row) => workListItem(row, ctx.media)),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },
  });

  endpoint(api, deps, 'post', '/works', {
    access: 'content',
    input: WorkCreateBody,
    async handle(input, ctx) {
      const className = await requireClass(ctx.db, input.class_id, input.kind);
      // Until one is uploaded, the cover is drawn from the title, as for works imported without one.
      const media = new StagedFiles(ctx.config.mediaDir);
      const cover = await media.add('works/covers', await drawCover(input.title, className), 'webp');
      const now = nowSeconds();
      let id: number;
      try {
        id = await writeTransaction(ctx.db, async (trx) => {
          const id = await insertWork(trx, {
            kind: input.kind,
            title: input.title,
            cover,
            author: input.author,
            description: input.description,
            intro: introOf(input.description),
            class_id: input.class_id,
            status: input.status,
            update_weekday: input.update_weekday,
            views: 0,
            favorites: 0,
            score: 0,
            free_until: input.free_until,
            editor_pick: null,
            chapter_count: 0,
            latest_title: '',
            source: 'import',
            created_at: now,
            updated_at: now,
          });
          await setWorkTags(trx, id, input.tags);
          await audit(trx, actorOf(ctx), {
            action: 'work.create',
            targetType: 'work',
            targetId: id,
            after: { kind: input.kind, ...auditedFields({ ...input, hidden: false }) },
          });
          return id;
        });
        await media.commit();
      } catch (error) {
        await media.discard();
        throw error;
      }
      return workDetail(ctx, id);
    },
  });

  endpoint(api, deps, 'get', '/works/:id', {
    access: 'content',
    input: noInput,
    handle: (_input, ctx, { id }) => workDetail(ctx, id as number),
  });

  endpoint(api, deps, 'patch', '/works/:id', {
    access: 'content',
    input: WorkEditBody,
    async handle(input, ctx, params) {
      const id = params.id as number;
      const before = await workDetail(ctx, id);
      if (input.class_id !== undefined) await requireClass(ctx.db, input.class_id, before.kind);
      const { tags, hidden, ...fields } = input;
      const changes: WorkChanges = {
        ...fields,
        ...(fields.description !== undefined ? { intro: introOf(fields.description) } : {}),
        ...(hidden !== undefined ? { hidden: hidden ? 1 : 0 } : {}),
        updated_at: nowSeconds(),
      };
      const after = { ...before, ...input };
      const onlyHidden = Object.keys(input).every((key) => key === 'hidden') && hidden !== undefined;
      await writeTransaction(ctx.db, async (trx) => {
        await updateWork(trx, id, changes);
        if (tags) await setWorkTags(trx, id, tags);
        await audit(trx, actorOf(ctx), {
          action: onlyHidden ? (hidden ? 'work.hide' : 'work.unhide') : 'work.edit',
          targetType: 'work',
          targetId: id,
          before: auditedFields(before),
          after: auditedFields(after),
        });
      });
      return workDetail(ctx, id);
    },
  });

  endpoint(api, deps, 'delete', '/works/:id', {
    access: 'content',
    input: noInput,
    async handle(_input, ctx, params) {
      const id = params.id as number;
      const before = await workDetail(ctx, id);
      await writeTransaction(ctx.db, async (trx) => {
        if (!(await deleteWork(trx, id))) refuseAdmin(409, 'hasPurchases');
        await audit(trx, actorOf(ctx), {
          action: 'work.delete',
          targetType: 'work',
          targetId: id,
          before: { kind: before.kind, ...auditedFields(before), chapter_count: before.chapter_count },
        });
      });
      return {};
    },
  });
}

/** The largest cover upload: a phone photo, before it is cropped and re-encoded. */
const COVER_MAX_BYTES = 15 * 1024 * 1024;

/**
 * A new cover, cropped to 3:4 in the browser: re-encoded here as the importers' covers are (600×800
 * WebP), with its variants drawn ahead, and committed with the row.
 */
export function coverEndpoint(api: Hono, deps: ConsoleDeps): void {
  fileEndpoint(api, deps, '/works/:id/cover', 'content', COVER_MAX_BYTES, async (bytes, ctx, params) => {
    const id = params.id as number;
    const before = await workDetail(ctx, id);
    const cover = await sharp(bytes)
      .rotate()
      .resize(600, 800, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => refuseAdmin(400, 'invalid', 'image'));
    const media = new StagedFiles(ctx.config.mediaDir);
    try {
      const path = await media.add('works/covers', cover, 'webp');
      for (const variant of await ctx.variants.drawAhead(media.fileOf(path), cover, COVER_WIDTHS))
        await media.stage(variant.file, variant.bytes);
      await writeTransaction(ctx.db, async (trx) => {
        await updateWork(trx, id, { cover: path, updated_at: nowSeconds() });
        await audit(trx, actorOf(ctx), {
          action: 'work.cover',
          targetType: 'work',
          targetId: id,
          before: { cover: before.cover },
          after: { cover: mediaUrl(ctx.media, path) },
        });
      });
      await media.commit();
    } catch (error) {
      await media.discard();
      throw error;
    }
    return workDetail(ctx, id);
  });
}
