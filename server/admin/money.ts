/** Finance's prices: recharge packs and VIP plans, the welcome gold, the sign-in week, a chapter's default price. */
import type { Hono } from 'hono';
import type { Selectable } from 'kysely';
import type { PackageItem } from '../../src/core/admin/answers';
import { MoneySettingsBody, PackageBody, PackageEditBody } from '../../src/core/admin/schemas';
import { writeTransaction } from '../db/engine';
import { moneySettings, storeSettings } from '../db/money-settings';
import type { PackagesTable } from '../db/schema';
import { actorOf, audit } from './audit';
import type { ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

const packageItem = ({ enabled, ...row }: Selectable<PackagesTable>): PackageItem => ({
  ...row,
  enabled: enabled === 1,
});

export function moneyEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/packages', {
    access: 'finance',
    input: noInput,
    handle: async (_input, ctx) => ({
      items: (
        await ctx.db.selectFrom('packages').selectAll().orderBy('type').orderBy('sort').orderBy('id').execute()
      ).map(packageItem),
    }),
  });

  endpoint(api, deps, 'post', '/packages', {
    access: 'finance',
    input: PackageBody,
    handle: (body, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const row = await trx
          .insertInto('packages')
          .values({ ...body, enabled: body.enabled ? 1 : 0 })
          .returningAll()
          .executeTakeFirstOrThrow();
        const item = packageItem(row);
        await audit(trx, actorOf(ctx), {
          action: 'package.create',
          targetType: 'package',
          targetId: row.id,
          after: { ...item },
        });
        return item;
      }),
  });

  endpoint(api, deps, 'patch', '/packages/:id', {
    access: 'finance',
    input: PackageEditBody,
    handle: (changes, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await trx
          .selectFrom('packages')
          .selectAll()
          .where('id', '=', id as number)
          .executeTakeFirst();
        if (!before) return refuseAdmin(404, 'notFound');
        const { enabled, ...rest } = changes;
        const row = await trx
          .updateTable('packages')
          .set({ ...rest, ...(enabled === undefined ? {} : { enabled: enabled ? 1 : 0 }) })
          .where('id', '=', id as number)
          .returningAll()
          .executeTakeFirstOrThrow();
        const item = packageItem(row);
        await audit(trx, actorOf(ctx), {
          action: 'package.edit',
          targetType: 'package',
          targetId: row.id,
          before: { ...packageItem(before) },
          after: { ...item },
        });
        return item;
      }),
  });

  endpoint(api, deps, 'get', '/settings/money', {
    access: 'finance',
    input: noInput,
    handle: (_input, ctx) => moneySettings(ctx.db),
  });

  endpoint(api, deps, 'patch', '/settings/money', {
    access: 'finance',
    input: MoneySettingsBody,
    handle: (changes, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await moneySettings(trx);
        await storeSettings(trx, changes);
        const after = await moneySettings(trx);
        await audit(trx, actorOf(ctx), {
          action: 'settings.edit',
          targetType: 'settings',
          targetId: 'money',
          before: { ...before },
          after: { ...after },
        });
        return after;
      }),
  });
}
