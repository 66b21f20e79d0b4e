/**
 * The start-up notices in the console: list, create, change, delete, each audited in its own
 * transaction. Readers' noticeList reads the table on every call, so a change is in their next one.
 */
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { NoticeBody, NoticeEditBody } from '../../src/core/admin/schemas';
import type { Db } from '../db/engine';
import { writeTransaction } from '../db/engine';
import { allNotices, deleteNotice, insertNotice, type NoticeRow, noticeById, updateNotice } from '../db/notices';
import { actorOf, audit } from './audit';
import type { ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

/** A notice as the console shows it: `enabled` a boolean. */
const noticeItem = (row: NoticeRow) => ({ ...row, id: Number(row.id), enabled: row.enabled === 1 });

async function existing(db: Db, id: number): Promise<NoticeRow> {
  return (await noticeById(db, id)) ?? refuseAdmin(404, 'notFound');
}

const stored = (body: Partial<v.InferOutput<typeof NoticeBody>>) => {
  const { enabled, ...rest } = body;
  return enabled === undefined ? rest : { ...rest, enabled: enabled ? (1 as const) : (0 as const) };
};

export function noticeEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/notices', {
    access: 'content',
    input: noInput,
    handle: async (_input, ctx) => ({ items: (await allNotices(ctx.db)).map(noticeItem) }),
  });

  endpoint(api, deps, 'post', '/notices', {
    access: 'content',
    input: NoticeBody,
    handle: (body, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const id = await insertNotice(trx, stored(body) as NoticeRow);
        const after = noticeItem(await existing(trx, id));
        await audit(trx, actorOf(ctx), { action: 'notice.create', targetType: 'notice', targetId: id, after });
        return after;
      }),
  });

  endpoint(api, deps, 'patch', '/notices/:id', {
    access: 'content',
    input: NoticeEditBody,
    handle: (changes, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = noticeItem(await existing(trx, id as number));
        await updateNotice(trx, id as number, stored(changes));
        const after = noticeItem(await existing(trx, id as number));
        await audit(trx, actorOf(ctx), {
          action: 'notice.edit',
          targetType: 'notice',
          targetId: id as number,
          before,
          after,
        });
        return after;
      }),
  });

  endpoint(api, deps, 'delete', '/notices/:id', {
    access: 'content',
    input: noInput,
    handle: (_input, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = noticeItem(await existing(trx, id as number));
        await deleteNotice(trx, id as number);
        await audit(trx, actorOf(ctx), {
          action: 'notice.delete',
          targetType: 'notice',
          targetId: id as number,
          before,
        });
        return {};
      }),
  });
}
