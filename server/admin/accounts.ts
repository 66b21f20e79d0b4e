/**
 * Operator accounts, the same for the command line (npm run admin) and the console's owner: create
 * one with a role (a one-time link sets its password, valid LINK_HOURS), reset it (a new link; the
 * old password and every session end), disable or re-enable it, change its role. The site always
 * keeps an owner who can sign in. Every change is in the audit log.
 */
import { randomBytes } from 'node:crypto';
import type { OperatorItem } from '../../src/core/admin/answers';
import { PASSWORD_PAGE } from '../../src/core/admin/paths';
import type { OperatorRole } from '../../src/core/admin/roles';
import { hashPassword } from '../auth/passwords';
import type { ServerConfig } from '../config';
import { type Db, exclusive, writeTransaction } from '../db/engine';
import {
  activeOwners,
  countOperators,
  deleteOperatorSessions,
  insertLink,
  insertOperator,
  linkOf,
  type OperatorRow,
  operatorByEmail,
  operatorById,
  takeLink,
  updateOperator,
} from '../db/operators';
import { nowSeconds } from '../time/china-time';
import { type Actor, audit } from './audit';
import { refuseAdmin } from './refusal';

export const LINK_HOURS = 24;

/** Where links printed by the server and the command line point: PUBLIC_ORIGIN, else this machine's server. */
export const linkOrigin = (config: ServerConfig): string => config.publicOrigin || `http://localhost:${config.port}`;

export interface Link {
  link: string;
  expires_at: number;
}

export const operatorItem = (row: OperatorRow): OperatorItem => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabled: row.disabled === 1,
  password_set: row.password_hash !== null,
  created_at: row.created_at,
});

/** A new link's token and address; only its hash is stored. */
async function newLink(trx: Db, operatorId: number | null, origin: string): Promise<Link> {
  const token = randomBytes(32).toString('hex');
  const now = nowSeconds();
  const expires_at = now + LINK_HOURS * 3600;
  await insertLink(trx, operatorId, token, now, expires_at);
  return { link: `${origin}${PASSWORD_PAGE}?token=${token}`, expires_at };
}

export function createOperator(db: Db, email: string, role: OperatorRole, actor: Actor, origin: string) {
  return writeTransaction(db, async (trx) => {
    await exclusive(trx, 'operators');
    if (await operatorByEmail(trx, email)) refuseAdmin(409, 'emailTaken');
    const operator = await insertOperator(trx, email, role, nowSeconds());
    await audit(trx, actor, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: operator.id,
      after: { email, role },
    });
    return { operator, ...(await newLink(trx, operator.id, origin)) };
  });
}

const found = (row: OperatorRow | undefined): OperatorRow => row ?? refuseAdmin(404, 'notFound');

/** A new link for the operator; their password and sessions end at once. */
export function resetOperator(db: Db, id: number, actor: Actor, origin: string) {
  return writeTransaction(db, async (trx) => {
    const operator = found(await operatorById(trx, id));
    await updateOperator(trx, id, { password_hash: null });
    await deleteOperatorSessions(trx, id);
    await audit(trx, actor, { action: 'operator.reset', targetType: 'operator', targetId: id });
    return { operator, ...(await newLink(trx, id, origin)) };
  });
}

/** Changes a role or disables an account; never leaves the site without an owner who can sign in. */
export function editOperator(
  db: Db,
  id: number,
  changes: { role?: OperatorRole; disabled?: boolean },
  actor: Actor,
): Promise<OperatorRow> {
  return writeTransaction(db, async (trx) => {
    await exclusive(trx, 'operators');
    const before = found(await operatorById(trx, id));
    const after = await updateOperator(trx, id, {
      ...(changes.role ? { role: changes.role } : {}),
      ...(changes.disabled !== undefined ? { disabled: changes.disabled ? 1 : 0 } : {}),
    });
    if (before.role === 'owner' && before.disabled === 0 && (await activeOwners(trx)) === 0)
      refuseAdmin(409, 'lastOwner');
    // A disabled operator is out at once; so is one whose role changed (their pages were another role's).
    if (after.disabled === 1 || after.role !== before.role) await deleteOperatorSessions(trx, id);
    await audit(trx, actor, {
      action: 'operator.edit',
      targetType: 'operator',
      targetId: id,
      before: { role: before.role, disabled: before.disabled === 1 },
      after: { role: after.role, disabled: after.disabled === 1 },
    });
    return after;
  });
}

/** A link that creates the first owner, while the site has no operator; null once it has one. */
export function firstOwnerLink(db: Db, origin: string): Promise<Link | null> {
  return writeTransaction(db, async (trx) => {
    await exclusive(trx, 'operators');
    if ((await countOperators(trx)) > 0) return null;
    return newLink(trx, null, origin);
  });
}

/** What a link will set: an operator's password (their email), or the first owner (null). */
export async function linkTarget(db: Db, token: string) {
  const link = await linkOf(db, token, nowSeconds());
  if (!link || (link.operator_id === null && (await countOperators(db)) > 0)) return refuseAdmin(404, 'linkInvalid');
  return { email: link.email, expires_at: link.expires_at };
}

/**
 * Sets a password with a link, once: the operator's, or a new owner's (the first owner's link,
 * with the email chosen on its page). Answers the operator, who is then signed in.
 */
export async function setPasswordByLink(
  db: Db,
  token: string,
  password: string,
  email: string | undefined,
  address: string,
): Promise<OperatorRow> {
  const target = await linkTarget(db, token);
  if (target.email === null && !email) refuseAdmin(400, 'invalid', 'email');
  // Hashed before the transaction: it takes a while, and a transaction may run twice.
  const hash = await hashPassword(password);
  return writeTransaction(db, async (trx) => {
    await exclusive(trx, 'operators');
    const link = await linkOf(trx, token, nowSeconds());
    if (!link || !(await takeLink(trx, token, nowSeconds()))) return refuseAdmin(404, 'linkInvalid');
    let operator: OperatorRow;
    if (link.operator_id === null) {
      if ((await countOperators(trx)) > 0) return refuseAdmin(404, 'linkInvalid');
      operator = await insertOperator(trx, email as string, 'owner', nowSeconds());
      await audit(
        trx,
        { operatorId: operator.id, email: operator.email, address },
        {
          action: 'operator.create',
          targetType: 'operator',
          targetId: operator.id,
          after: { email: operator.email, role: 'owner' },
        },
      );
    } else {
      operator = found(await operatorById(trx, link.operator_id));
    }
    const updated = await updateOperator(trx, operator.id, { password_hash: hash });
    await deleteOperatorSessions(trx, operator.id);
    await audit(
      trx,
      { operatorId: operator.id, email: operator.email, address },
      {
        action: 'operator.setPassword',
        targetType: 'operator',
        targetId: operator.id,
      },
    );
    return updated;
  });
}
