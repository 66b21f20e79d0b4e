/**
 * Support's readers: look-up, one reader's profile, sessions, devices, ledger (with the balance
 * after each row), purchases and orders; gold adjusted with a reason (an `adjust` ledger row, never
 * a balance edit), VIP granted, sessions ended, bans; agent applications approved or rejected.
 */
import type { Hono } from 'hono';
import type { ReaderDetail } from '../../src/core/admin/answers';
import {
  AgentsQuery,
  BanBody,
  GoldAdjustBody,
  PageQuery,
  ReadersQuery,
  VipGrantBody,
} from '../../src/core/admin/schemas';
import { type Db, writeTransaction } from '../db/engine';
import { credit, debit } from '../db/gold';
import { extendVip, pageOfAllOrders } from '../db/payment-orders';
import { devicesOf, findReaders, latestPurchases, liveSessions, pageOfAgents, readerRow } from '../db/readers-desk';
import { agentStatusOf, pageOfLedger } from '../db/records';
import { deleteOtherSessions } from '../db/users';
import { nowSeconds } from '../time/china-time';
import { actorOf, audit } from './audit';
import type { AdminContext, ConsoleDeps } from './context';
import { endpoint, noInput as noInputSchema } from './endpoint';
import { refuseAdmin } from './refusal';

/** Ledger reason of an operator's adjustment (金币记录 names it 客服调整). */
export const ADJUST_REASON = 'adjust';

const readerOrThrow = async (db: Db, id: number) => (await readerRow(db, id)) ?? refuseAdmin(404, 'notFound');

async function detailOf(ctx: AdminContext, id: number): Promise<ReaderDetail> {
  const reader = await readerOrThrow(ctx.db, id);
  const [agent, sessions, devices, purchases, orders] = await Promise.all([
    agentStatusOf(ctx.db, id),
    liveSessions(ctx.db, id),
    devicesOf(ctx.db, id),
    latestPurchases(ctx.db, id),
    pageOfAllOrders(ctx.db, { readerUid: reader.uid }, { page: 1, page_size: 20 }),
  ]);
  return { reader: { ...reader, agent_status: agent }, sessions, devices, purchases, orders: orders.rows };
}

/** A change to one reader: checked, written with its audit entry, answered with the reader as now. */
async function change(
  ctx: AdminContext,
  id: number,
  write: (trx: Db, before: NonNullable<Awaited<ReturnType<typeof readerRow>>>) => Promise<void>,
) {
  await writeTransaction(ctx.db, async (trx) => write(trx, await readerOrThrow(trx, id)));
  return detailOf(ctx, id);
}

export function readerEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/readers', {
    access: 'readers',
    input: ReadersQuery,
    async handle(query, ctx) {
      const { rows, total } = await findReaders(ctx.db, query.q, query);
      return { items: rows, total, page: query.page, page_size: query.page_size };
    },
  });

  endpoint(api, deps, 'get', '/readers/:id', {
    access: 'readers',
    input: noInputSchema,
    handle: (_input, ctx, { id }) => detailOf(ctx, id as number),
  });

  endpoint(api, deps, 'get', '/readers/:id/ledger', {
    access: 'readers',
    input: PageQuery,
    async handle(query, ctx, { id }) {
      await readerOrThrow(ctx.db, id as number);
      const { rows, total } = await pageOfLedger(ctx.db, id as number, query, true);
      return { items: rows, total, page: query.page, page_size: query.page_size };
    },
  });

  endpoint(api, deps, 'post', '/readers/:id/gold', {
    access: 'readers',
    input: GoldAdjustBody,
    handle: ({ delta, reason }, ctx, { id }) =>
      change(ctx, id as number, async (trx, before) => {
        const movement = { reason: ADJUST_REASON, ref: `operator:${ctx.operator?.id}`, note: reason };
        const after =
          delta > 0 ? await credit(trx, before.id, delta, movement) : await debit(trx, before.id, -delta, movement);
        if (after === null) return refuseAdmin(409, 'insufficientGold');
        await audit(trx, actorOf(ctx), {
          action: 'reader.adjustGold',
          targetType: 'reader',
          targetId: before.id,
          before: { gold: before.gold },
          after: { gold: after, reason },
        });
      }),
  });

  endpoint(api, deps, 'post', '/readers/:id/vip', {
    access: 'readers',
    input: VipGrantBody,
    handle: ({ days, reason }, ctx, { id }) =>
      change(ctx, id as number, async (trx, before) => {
        const until = await extendVip(trx, before.id, days);
        await audit(trx, actorOf(ctx), {
          action: 'reader.grantVip',
          targetType: 'reader',
          targetId: before.id,
          before: { vip_expire_time: before.vip_expire_time },
          after: { vip_expire_time: until, days, reason },
        });
      }),
  });

  endpoint(api, deps, 'post', '/readers/:id/sessions/end', {
    access: 'readers',
    input: noInputSchema,
    handle: (_input, ctx, { id }) =>
      change(ctx, id as number, async (trx, before) => {
        const ended = await deleteOtherSessions(trx, before.id);
        await audit(trx, actorOf(ctx), {
          action: 'reader.endSessions',
          targetType: 'reader',
          targetId: before.id,
          after: { sessions_ended: ended },
        });
      }),
  });

  endpoint(api, deps, 'post', '/readers/:id/ban', {
    access: 'readers',
    input: BanBody,
    handle: ({ reason }, ctx, { id }) =>
      change(ctx, id as number, async (trx, before) => {
        await trx
          .updateTable('users')
          .set({ banned_at: nowSeconds(), ban_reason: reason })
          .where('id', '=', before.id)
          .execute();
        await audit(trx, actorOf(ctx), {
          action: 'reader.ban',
          targetType: 'reader',
          targetId: before.id,
          before: { banned: before.banned_at !== null },
          after: { banned: true, reason },
        });
      }),
  });

  endpoint(api, deps, 'post', '/readers/:id/unban', {
    access: 'readers',
    input: noInputSchema,
    handle: (_input, ctx, { id }) =>
      change(ctx, id as number, async (trx, before) => {
        await trx.updateTable('users').set({ banned_at: null, ban_reason: null }).where('id', '=', before.id).execute();
        await audit(trx, actorOf(ctx), {
          action: 'reader.unban',
          targetType: 'reader',
          targetId: before.id,
          before: { banned: before.banned_at !== null, reason: before.ban_reason },
          after: { banned: false },
        });
      }),
  });

  endpoint(api, deps, 'get', '/agents', {
    access: 'readers',
    input: AgentsQuery,
    async handle(query, ctx) {
      const { rows, total } = await pageOfAgents(ctx.db, query.status, query);
      return { items: rows, total, page: query.page, page_size: query.page_size };
    },
  });

  for (const [verb, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    endpoint(api, deps, 'post', `/agents/:id/${verb}`, {
      access: 'readers',
      input: noInputSchema,
      handle: (_input, ctx, { id }) =>
        writeTransaction(ctx.db, async (trx) => {
          const moved = await trx
            .updateTable('agent_applications')
            .set({ status })
            .where('user_id', '=', id as number)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) === 0) return refuseAdmin(404, 'notFound');
          await audit(trx, actorOf(ctx), {
            action: verb === 'approve' ? 'agent.approve' : 'agent.reject',
            targetType: 'reader',
            targetId: id as number,
            before: { status: 'pending' },
            after: { status },
          });
          return { status };
        }),
    });
  }
}
