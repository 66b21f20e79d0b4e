import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_KEYS } from '../../src/core/contract/site';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('siteConfig', () => {
  it('lists every site setting the app uses as name/value entries', async () => {
    const answer = await s.post<{ list: { name: string; value: string }[] }>('siteConfig');
    expect(answer.status).toBe(200);
    const names = answer.data?.list.map((entry) => entry.name);
    for (const key of SITE_KEYS) expect(names).toContain(key);
    expect(answer.data?.list.find((e) => e.name === 'site_name')?.value).toBe('漫阅');
  });
});

describe('noticeList', () => {
  it.each([1, 2])('lists the notices of type %i only', async (type) => {
    const answer = await s.post<{ list: { type: number; title: string; show_frequency: number }[] }>('noticeList', {
      type,
    });
    expect(answer.data?.list.length).toBeGreaterThan(0);
    for (const notice of answer.data?.list ?? []) expect(notice.type).toBe(type);
  });

  it('hides disabled notices', async () => {
    await s.db.updateTable('notices').set({ enabled: 0 }).where('type', '=', 1).execute();
    expect((await s.post<{ list: unknown[] }>('noticeList', { type: 1 })).data?.list).toEqual([]);
    await s.db.updateTable('notices').set({ enabled: 1 }).where('type', '=', 1).execute();
  });

  it('refuses a type other than 1 or 2', async () => {
    expect(await s.post('noticeList', { type: 3 })).toMatchObject({ status: 400, msg: '参数错误：type' });
    expect(await s.post('noticeList', {})).toMatchObject({ status: 400, msg: '参数错误：type' });
  });
});
