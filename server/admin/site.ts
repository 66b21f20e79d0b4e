/**
 * The site's settings in the console: the owner's (name, title prefix, support entries, invite
 * rules, the app centre's apps) and the start-up overlay's (splash ad, app-open banner, iframe
 * items, for editors). Each write is audited in its own transaction; readers' siteConfig and
 * appList read the tables on every call, so a change is in a reader's next page load.
 */
import type { Hono } from 'hono';
import {
  AppBody,
  AppEditBody,
  type AppEntry,
  OverlaySettingsBody,
  SiteSettingsBody,
} from '../../src/core/admin/site-settings';
import { type AppRow, allApps, appById, deleteApp, insertApp, updateApp } from '../db/apps';
import { type Db, writeTransaction } from '../db/engine';
import { overlaySettingsOf, siteSettingsOf, storeOverlaySettings, storeSiteSettings } from '../db/site-settings';
import { mediaUrl } from '../media/media-store';
import { actorOf, audit } from './audit';
import type { AdminContext, ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';
import { refuseAdmin } from './refusal';

const appEntry = (ctx: AdminContext, { enabled, ...row }: AppRow): AppEntry => ({
  ...row,
  id: Number(row.id),
  enabled: enabled === 1,
  icon_url: mediaUrl(ctx.media, row.icon),
});

async function existingApp(db: Db, ctx: AdminContext, id: number): Promise<AppEntry> {
  const row = await appById(db, id);
  return row ? appEntry(ctx, row) : refuseAdmin(404, 'notFound');
}

/** The audit's copy of an app: its stored fields, not the address the answer adds. */
const audited = ({ icon_url: _, ...fields }: AppEntry) => fields;

function settingsEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/settings/site', {
    access: 'site',
    input: noInput,
    handle: (_input, ctx) => siteSettingsOf(ctx.db),
  });

  endpoint(api, deps, 'patch', '/settings/site', {
    access: 'site',
    input: SiteSettingsBody,
    handle: (changes, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await siteSettingsOf(trx);
        await storeSiteSettings(trx, changes);
        const after = await siteSettingsOf(trx);
        await audit(trx, actorOf(ctx), {
          action: 'settings.edit',
          targetType: 'settings',
          targetId: 'site',
          before: { ...before },
          after: { ...after },
        });
        return after;
      }),
  });

  endpoint(api, deps, 'get', '/settings/overlay', {
    access: 'content',
    input: noInput,
    handle: (_input, ctx) => overlaySettingsOf(ctx.db),
  });

  endpoint(api, deps, 'patch', '/settings/overlay', {
    access: 'content',
    input: OverlaySettingsBody,
    handle: (changes, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await overlaySettingsOf(trx);
        await storeOverlaySettings(trx, changes);
        const after = await overlaySettingsOf(trx);
        await audit(trx, actorOf(ctx), {
          action: 'settings.edit',
          targetType: 'settings',
          targetId: 'overlay',
          before: { ...before },
          after: { ...after },
        });
        return after;
      }),
  });
}

function appEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/apps', {
    access: 'site',
    input: noInput,
    handle: async (_input, ctx) => ({ items: (await allApps(ctx.db)).map((row) => appEntry(ctx, row)) }),
  });

  endpoint(api, deps, 'post', '/apps', {
    access: 'site',
    input: AppBody,
    handle: (body, ctx) =>
      writeTransaction(ctx.db, async (trx) => {
        const id = await insertApp(trx, body);
        const after = await existingApp(trx, ctx, id);
        await audit(trx, actorOf(ctx), {
          action: 'app.create',
          targetType: 'app',
          targetId: id,
          after: audited(after),
        });
        return after;
      }),
  });

  endpoint(api, deps, 'patch', '/apps/:id', {
    access: 'site',
    input: AppEditBody,
    handle: (changes, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await existingApp(trx, ctx, id as number);
        await updateApp(trx, id as number, changes);
        const after = await existingApp(trx, ctx, id as number);
        await audit(trx, actorOf(ctx), {
          action: 'app.edit',
          targetType: 'app',
          targetId: id as number,
          before: audited(before),
          after: audited(after),
        });
        return after;
      }),
  });

  endpoint(api, deps, 'delete', '/apps/:id', {
    access: 'site',
    input: noInput,
    handle: (_input, ctx, { id }) =>
      writeTransaction(ctx.db, async (trx) => {
        const before = await existingApp(trx, ctx, id as number);
        await deleteApp(trx, id as number);
        await audit(trx, actorOf(ctx), {
          action: 'app.delete',
          targetType: 'app',
          targetId: id as number,
          before: audited(before),
        });
        return {};
      }),
  });
}

export function siteEndpoints(api: Hono, deps: ConsoleDeps): void {
  settingsEndpoints(api, deps);
  appEndpoints(api, deps);
}
