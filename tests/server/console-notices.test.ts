/**
 * Start-up notices through the console: an editor writes them, a reader's next noticeList has the
 * change, the other roles are refused, and every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/core/admin/answers';
import { type ConsoleClient, signedIn } from './console-harness';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let editor: ConsoleClient;
let owner: ConsoleClient;
let finance: ConsoleClient;
beforeAll(async () => {
  s = await startTestServer();
  editor = await signedIn(s, 'notice-editor@example.com', 'editor');
  owner = await signedIn(s, 'notice-owner@example.com', 'owner');
  finance = await signedIn(s, 'notice-finance@example.com', 'finance');
});
afterAll(() => s.close());

interface NoticeItem {
  id: number;
  type: number;
  title: string;
  content: string;
  show_frequency: number;
  enabled: boolean;
}
const readerNotices = async (type: number) =>
  (await s.post<{ list: { id: number; title: string; show_frequency: number }[] }>('noticeList', { type })).data
    ?.list ?? [];
const NOTICE = {
  type: 1,
  title: '新的公告',
  content: '<p>今晚维护</p>',
  show_frequency: 2,
  content_type: 1,
  sort: 0,
  enabled: true,
};

describe('start-up notices in the console', () => {
  let id: number;

  it('refuses the roles that do not edit content', async () => {
    expect((await finance.get('/notices')).status).toBe(403);
    expect((await finance.post('/notices', NOTICE)).status).toBe(403);
  });

  it('checks every field', async () => {
    const answer = await editor.post('/notices', { ...NOTICE, show_frequency: 4 });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'show_frequency' });
  });

  it('creates a notice readers get at their next start', async () => {
    const created = await editor.post<NoticeItem>('/notices', NOTICE);
    expect(created.status).toBe(200);
    id = created.body.id;
    expect(created.body).toMatchObject({ title: '新的公告', enabled: true, show_frequency: 2 });
    expect((await readerNotices(1)).find((n) => n.id === id)).toMatchObject({ title: '新的公告', show_frequency: 2 });
    expect((await editor.get<{ items: NoticeItem[] }>('/notices')).body.items.some((n) => n.id === id)).toBe(true);
  });

  it('edits and disables it, and readers no longer get it', async () => {
    const edited = await editor.patch<NoticeItem>(`/notices/${id}`, { title: '改过的公告', show_frequency: 3 });
    expect(edited.body).toMatchObject({ title: '改过的公告', show_frequency: 3 });
    expect((await readerNotices(1)).find((n) => n.id === id)).toMatchObject({ title: '改过的公告', show_frequency: 3 });
    await editor.patch(`/notices/${id}`, { enabled: false });
    expect((await readerNotices(1)).some((n) => n.id === id)).toBe(false);
  });

  it('deletes it; an unknown one is not found', async () => {
    expect((await editor.del(`/notices/${id}`)).status).toBe(200);
    expect((await editor.del(`/notices/${id}`)).status).toBe(404);
    expect((await editor.patch(`/notices/${id}`, { title: 'x' })).status).toBe(404);
  });

  it('logs every write with what changed', async () => {
    const log = await owner.get<{ items: AuditEntry[] }>(`/audit?target_type=notice&target_id=${id}`);
    expect(log.body.items.map((e) => e.action)).toEqual([
      'notice.delete',
      'notice.edit',
      'notice.edit',
      'notice.create',
    ]);
    const firstEdit = log.body.items[2] as AuditEntry;
    expect(firstEdit.before).toEqual({ title: '新的公告', show_frequency: 2 });
    expect(firstEdit.after).toEqual({ title: '改过的公告', show_frequency: 3 });
    expect(log.body.items[0]?.operator_email).toBe('notice-editor@example.com');
  });
});
