/**
 * The audit log: `audit()` appends what a write changed, inside the write's own transaction, so a
 * change and its record are committed together or not at all; the owner reads it page by page.
 */
import type { Hono } from 'hono';
import type { AuditEntry } from '../../src/core/admin/answers';
import type { AuditAction } from '../../src/core/admin/audit-actions';
import { AuditQuery } from '../../src/core/admin/schemas';
import { appendAudit, pageOfAudit } from '../db/audit';
import type { Db } from '../db/engine';
import { nowSeconds } from '../time/china-time';
import type { AdminContext, ConsoleDeps } from './context';
import { endpoint } from './endpoint';

/** Who made a change and from where: an operator in the console, or the command line. */
export interface Actor {
  operatorId: number | null;
  email: string;
  address: string;
}

export const actorOf = (ctx: AdminContext): Actor => ({
  operatorId: ctx.operator?.id ?? null,
  email: ctx.operator?.email ?? '',
  address: ctx.address,
});

/** The command line's changes (npm run admin) are logged as its own. */
export const COMMAND_LINE: Actor = { operatorId: null, email: 'command line', address: 'local' };

type Fields = Record<string, unknown>;

/** The fields that differ between before and after, each side with only those (nothing: both null). */
export function changed(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return { before: null, after: null };
  const pick = (fields: Fields) => Object.fromEntries(keys.filter((k) => k in fields).map((k) => [k, fields[k]]));
  return { before: pick(before), after: pick(after) };
}

export interface Change {
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  before?: Fields | null;
  after?: Fields | null;
}

/** Records one change (call it inside the write's transaction, with its `trx`). */
export async function audit(trx: Db, actor: Actor, change: Change): Promise<void> {
  const diff = changed(change.before ?? null, change.after ?? null);
  await appendAudit(trx, {
    operator_id: actor.operatorId,
    operator_email: actor.email,
    action: change.action,
    target_type: change.targetType,
    target_id: String(change.targetId),
    before: diff.before ? JSON.stringify(diff.before) : null,
    after: diff.after ? JSON.stringify(diff.after) : null,
    address: actor.address,
    created_at: nowSeconds(),
  });
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export function auditEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/audit', {
    access: 'audit',
    input: AuditQuery,
    async handle(query, ctx) {
      const { rows, total } = await pageOfAudit(
        ctx.db,
        {
          operator: query.operator,
          action: query.action,
          targetType: query.target_type,
          targetId: query.target_id,
          from: query.from,
          to: query.to,
        },
        query,
      );
      const items: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        operator_email: row.operator_email,
        action: row.action,
        target_type: row.target_type,
        target_id: row.target_id,
        before: parsed(row.before),
        after: parsed(row.after),
        address: row.address,
        created_at: row.created_at,
      }));
      return { items, total, page: query.page, page_size: query.page_size };
    },
  });
}
