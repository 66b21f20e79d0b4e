/**
 * The site's settings through the console: the owner's settings and the app centre, the editors'
 * start-up overlay; readers' next siteConfig and appList have each change, the other roles are
 * refused, bad values are refused by field, and every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/core/admin/answers';
import type { AppEntry, OverlaySettings, SiteSettings } from '../../src/core/admin/site-settings';
import { type ConsoleClient, signedIn } from './console-harness';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let owner: ConsoleClient;
let editor: ConsoleClient;
let finance: ConsoleClient;
let support: ConsoleClient;
beforeAll(async () => {
  s = await startTestServer();
  owner = await signedIn(s, 'site-owner@example.com', 'owner');
  editor = await signedIn(s, 'site-editor@example.com', 'editor');
  finance = await signedIn(s, 'site-finance@example.com', 'finance');
  support = await signedIn(s, 'site-support@example.com', 'support');
  // Four operators' passwords are hashed on a machine that may be busy.
}, 60_000);
afterAll(() => s.close());

const readerSite = async () =>
  Object.fromEntries(
    ((await s.post<{ list: { name: string; value: string }[] }>('siteConfig', {})).data?.list ?? []).map((e) => [
      e.name,
      e.value,
    ]),
  );
const readerApps = async () =>
  (await s.post<{ list: { id: number; name: string; url: string; icon: string }[] }>('appList', {})).data?.list ?? [];
const auditOf = async (targetType: string, targetId: string | number) =>
  (await owner.get<{ items: AuditEntry[] }>(`/audit?target_type=${targetType}&target_id=${targetId}`)).body.items;

describe('the owner’s site settings', () => {
  it('are the owner’s only', async () => {
    for (const other of [editor, finance, support]) {
      expect((await other.get('/settings/site')).status).toBe(403);
      expect((await other.patch('/settings/site', { site_name: 'x' })).status).toBe(403);
      expect((await other.get('/apps')).status).toBe(403);
      expect((await other.post('/apps', {})).status).toBe(403);
    }
  });

  it('refuses bad values by field', async () => {
    const empty = await owner.patch('/settings/site', { site_name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'site_name' });
    expect((await owner.patch('/settings/site', { unknown: 'x' })).body).toMatchObject({ field: 'unknown' });
  });

  it('change what readers get at their next start, support entries escaped as the spec sends them', async () => {
    const answer = await owner.patch<SiteSettings>('/settings/site', {
      site_name: '新漫阅',
      title_prefix: '【官方】',
      service_qq: '12345',
      qq_group: '<书友群> 888',
      invite_rules: '邀请好友注册，双方各得 50 金币。',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ site_name: '新漫阅', qq_group: '<书友群> 888' });
    const site = await readerSite();
    expect(site).toMatchObject({
      site_name: '新漫阅',
      title_prefix: '【官方】',
      service_qq: '12345',
      qq_group: '&lt;书友群&gt; 888',
      invite_rules: '邀请好友注册，双方各得 50 金币。',
    });
    expect((await owner.get<SiteSettings>('/settings/site')).body.qq_group).toBe('<书友群> 888');
  });

  it('are logged with what changed', async () => {
    const [entry] = await auditOf('settings', 'site');
    expect(entry).toMatchObject({ action: 'settings.edit', operator_email: 'site-owner@example.com' });
    expect(entry?.after).toMatchObject({ site_name: '新漫阅', qq_group: '<书友群> 888' });
    expect(entry?.before).toMatchObject({ site_name: '漫阅' });
  });
});

describe('the app centre', () => {
  let id: number;
  const APP = {
    name: '漫阅小说',
    icon: 'console/images/0123456789abcdef.webp',
    description: '好书',
    url: 'https://novel.example.com',
    sort: 1,
    enabled: true,
  };

  it('checks every field: only web links, only media paths', async () => {
    expect((await owner.post('/apps', { ...APP, url: 'javascript:alert(1)' })).body).toMatchObject({ field: 'url' });
    expect((await owner.post('/apps', { ...APP, icon: '../../etc/passwd' })).body).toMatchObject({ field: 'icon' });
    expect((await owner.post('/apps', { ...APP, name: '' })).body).toMatchObject({ field: 'name' });
  });

  it('adds an app readers see, in order, and takes it off and back', async () => {
    const created = await owner.post<AppEntry>('/apps', APP);
    expect(created.status).toBe(200);
    id = created.body.id;
    expect(created.body.icon_url).toMatch(/\/media\/console\/images\/0123456789abcdef\.webp$/);
    expect((await readerApps()).find((a) => a.id === id)).toMatchObject({
      name: '漫阅小说',
      url: 'https://novel.example.com/',
    });
    await owner.patch(`/apps/${id}`, { enabled: false });
    expect((await readerApps()).some((a) => a.id === id)).toBe(false);
    await owner.patch(`/apps/${id}`, { enabled: true, sort: 9999, name: '漫阅小说 Pro' });
    const apps = await readerApps();
    expect(apps.length).toBeGreaterThan(1);
    expect(apps.at(-1)).toMatchObject({ id, name: '漫阅小说 Pro' });
  });

  it('deletes it, logged; an unknown one is not found', async () => {
    expect((await owner.del(`/apps/${id}`)).status).toBe(200);
    expect((await owner.del(`/apps/${id}`)).status).toBe(404);
    expect((await readerApps()).some((a) => a.id === id)).toBe(false);
    const log = await auditOf('app', id);
    expect(log.map((e) => e.action)).toEqual(['app.delete', 'app.edit', 'app.edit', 'app.create']);
    expect(log[1]?.before).toEqual({ enabled: false, sort: 1, name: '漫阅小说' });
    expect(log[1]?.after).toEqual({ enabled: true, sort: 9999, name: '漫阅小说 Pro' });
  });
});

describe('the start-up overlay’s settings', () => {
  const OVERLAY: OverlaySettings = {
    open_screen_switch: true,
    open_screen_time: 7,
    open_screen_url: '/vip',
    open_screen_images: ['/media/console/images/aaaaaaaaaaaaaaaa.webp', 'https://cdn.example.com/b.webp'],
    app_download_url: 'https://app.example.com/download',
    iframe_list: ['https://ads.example.com/frame.html'],
  };

  it('are for the roles that edit content', async () => {
    expect((await finance.get('/settings/overlay')).status).toBe(403);
    expect((await support.patch('/settings/overlay', { open_screen_switch: false })).status).toBe(403);
    expect((await editor.get('/settings/overlay')).status).toBe(200);
  });

  it('refuse what the reader could not show safely', async () => {
    const bad = [
      [{ open_screen_url: 'javascript:alert(1)' }, 'open_screen_url'],
      [{ open_screen_time: 31 }, 'open_screen_time'],
      [{ open_screen_images: ['http://plain.example.com/a.png'] }, 'open_screen_images.0'],
      [{ iframe_list: ['data:text/html,hi'] }, 'iframe_list.0'],
      [{ app_download_url: '//evil.example.com' }, 'app_download_url'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await editor.patch('/settings/overlay', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({ field });
    }
  });

  it('reach readers as the overlay reads them', async () => {
    const answer = await editor.patch<OverlaySettings>('/settings/overlay', OVERLAY);
    expect(answer.body).toEqual(OVERLAY);
    expect(await readerSite()).toMatchObject({
      open_screen_switch: '1',
      open_screen_time: '7',
      open_screen_url: '/vip',
      open_screen_images: OVERLAY.open_screen_images.join(','),
      app_download_url: 'https://app.example.com/download',
      iframe_list: JSON.stringify([{ load_url: 'https://ads.example.com/frame.html' }]),
    });
    const off = await editor.patch<OverlaySettings>('/settings/overlay', {
      open_screen_switch: false,
      iframe_list: [],
    });
    expect(off.body).toMatchObject({ open_screen_switch: false, iframe_list: [], open_screen_time: 7 });
    expect(await readerSite()).toMatchObject({ open_screen_switch: '0', iframe_list: '[]' });
  });

  it('are logged with what changed', async () => {
    const [last] = await auditOf('settings', 'overlay');
    expect(last).toMatchObject({ action: 'settings.edit', operator_email: 'site-editor@example.com' });
    expect(last?.before).toEqual({ open_screen_switch: true, iframe_list: ['https://ads.example.com/frame.html'] });
    expect(last?.after).toEqual({ open_screen_switch: false, iframe_list: [] });
  });
});
