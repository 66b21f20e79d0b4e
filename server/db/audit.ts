/**
 * The audit log: every write an operator makes, appended in the same transaction as the write
 * (a trigger refuses UPDATE and DELETE on both engines), and read back page by page with filters.
 */
import { type Insertable, sql } from 'kysely';
import { likeEscape } from './content';
import type { Db } from './engine';
import { offsetOf, type Paging } from './paging';
import type { AuditLogTable } from './schema';

export type AuditRecord = Omit<Insertable<AuditLogTable>, 'id'>;

export const appendAudit = (trx: Db, record: AuditRecord) => trx.insertInto('audit_log').values(record).execute();

export interface AuditFilter {
  /** Part of the operator's email. */
  operator?: string;
  /** An action, or its start (`work.` for every action on works). */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: number;
  to?: number;
}

/** One page of the entries the filter keeps, newest first, with the exact total. */
export async function pageOfAudit(db: Db, filter: AuditFilter, paging: Paging) {
  const like = (pattern: string) => sql<string>`${pattern} escape '\\'`;
  const kept = db
    .selectFrom('audit_log')
    .$if(!!filter.operator, (q) =>
      q.where('operator_email', 'like', like(`%${likeEscape(filter.operator?.toLowerCase() ?? '')}%`)),
    )
    .$if(!!filter.action, (q) => q.where('action', 'like', like(`${likeEscape(filter.action ?? '')}%`)))
    .$if(!!filter.targetType, (q) => q.where('target_type', '=', filter.targetType as string))
    .$if(!!filter.targetId, (q) => q.where('target_id', '=', filter.targetId as string))
    .$if(filter.from !== undefined, (q) => q.where('created_at', '>=', filter.from as number))
    .$if(filter.to !== undefined, (q) => q.where('created_at', '<', filter.to as number));
  const { total } = await kept.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await kept.selectAll().orderBy('id', 'desc').limit(paging.page_size).offset(offsetOf(paging)).execute();
  return { rows, total: Number(total) };
}
