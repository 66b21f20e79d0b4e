/**
 * Works and chapters through the console, seen from the reader's side: a work created empty, a CBZ
 * uploaded (tus) and imported into it, a chapter priced, one scheduled (invisible everywhere until
 * its time, then there with no restart), hiding, deleting, reordering, and the audit log of it all.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHAPTER_PRICE } from '../../server/db/money-settings';
import { chinaWeekday } from '../../server/time/china-time';
import type { AuditEntry, ChapterItem, WorkDetail, WorkListItem } from '../../src/core/admin/answers';
import { type ConsoleClient, importFiles, signedIn, tusUpload } from './console-harness';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let editor: ConsoleClient;
let owner: ConsoleClient;
beforeAll(async () => {
  s = await startTestServer();
  editor = await signedIn(s, 'editor@example.com', 'editor');
  owner = await signedIn(s, 'owner@example.com', 'owner');
});
afterAll(() => s.close());
afterEach(() => vi.useRealTimers());

const page = (color: string) =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A CBZ of four chapters of one page each. */
async function fourChapters(): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const [i, color] of ['#c33', '#3c3', '#33c', '#cc3'].entries())
    files[`第${i + 1}话/001.png`] = new Uint8Array(await page(color));
  return zipSync(files);
}

const reader = {
  detail: (id: number) =>
    s.post<{
      work: { chapter_count: number; latest_title: string };
      chapters: { id: number; title: string; access: string; price: number }[];
    }>('workDetail', { id }),
  search: async (keyword: string) =>
    (await s.post<{ list: { id: number; chapter_count: number }[] }>('search', { keyword })).data?.list ?? [],
  content: (chapter_id: number, access_token?: string) =>
    s.post<{ readable: boolean; price: number; next_id: number | null }>('chapterContent', {
      chapter_id,
      ...(access_token ? { access_token } : {}),
    }),
};

let work: WorkDetail;
let chapters: ChapterItem[];
const TITLE = '控制台的漫画';

describe('a work made in the console', () => {
  it('is created empty and stays out of the reader’s sight until it has a published chapter', async () => {
    const classes = await editor.get<{ items: { id: number; kind: string }[] }>('/classes?kind=comic');
    const classId = classes.body.items[0]?.id as number;
    const created = await editor.post<WorkDetail>('/works', {
      kind: 'comic',
      title: TITLE,
      author: '作者甲',
      description: '一个故事。后来的事。',
      class_id: classId,
      tags: ['热血', '新作'],
      status: 'ongoing',
      free_until: null,
    });
    expect(created.status).toBe(200);
    work = created.body;
    expect(work).toMatchObject({
      title: TITLE,
      chapter_count: 0,
      published_count: 0,
      hidden: false,
      tags: ['热血', '新作'],
    });
    expect(work.cover).toMatch(/\/media\/works\/covers\/[0-9a-f]{16}\.webp$/);
    expect((await reader.detail(work.id)).status).toBe(404);
    expect(await reader.search(TITLE)).toEqual([]);
    const drafts = await editor.get<{ items: WorkListItem[] }>(
      `/works?visibility=draft&q=${encodeURIComponent(TITLE)}`,
    );
    expect(drafts.body.items.map((w) => w.id)).toEqual([work.id]);
    // A class of another kind is refused.
    const novelClass = (await editor.get<{ items: { id: number }[] }>('/classes?kind=novel')).body.items[0]?.id;
    expect((await editor.patch(`/works/${work.id}`, { class_id: novelClass })).body).toMatchObject({
      error: 'invalid',
      field: 'class_id',
    });
  });

  it('gets the chapters of a CBZ uploaded by tus, with the import’s steps streamed', async () => {
    const bytes = await fourChapters();
    const upload = await tusUpload(editor, s, bytes, 'four.cbz', Math.ceil(bytes.length / 3));
    const run = await importFiles(editor, s, {
      kind: 'comic',
      work_id: work.id,
      files: [{ upload, path: 'four.cbz' }],
    });
    expect(run.status).toBe(200);
    const phases = [...new Set(run.events.filter((e) => e.type === 'progress').map((e) => e.phase))];
    expect(phases).toEqual(['reading', 'pages', 'saving']);
    const pages = run.events.filter((e) => e.phase === 'pages').map((e) => e.done);
    expect(pages).toEqual([0, 1, 2, 3, 4]);
    expect(run.events.at(-1)).toEqual({ type: 'done', work_id: work.id, chapters: 4 });
    // The upload is gone once imported.
    expect(readdirSync(join(s.config.uploadDir, 'files')).filter((f) => f.startsWith(upload))).toEqual([]);

    chapters = (await editor.get<{ items: ChapterItem[] }>(`/works/${work.id}/chapters`)).body.items;
    expect(chapters.map((c) => [c.idx, c.title, c.size, c.access])).toEqual([
      [1, '第1话', 1, 'free'],
      [2, '第2话', 1, 'free'],
      [3, '第3话', 1, 'free'],
      [4, '第4话', 1, 'free'],
    ]);
    expect((await reader.detail(work.id)).data?.chapters).toHaveLength(4);
  });

  it('prices a chapter in gold: readers find it locked at that price', async () => {
    const third = chapters[2] as ChapterItem;
    // Made paid without a price, it takes finance's default chapter price.
    expect((await editor.patch(`/chapters/${third.id}`, { access: 'gold' })).body).toMatchObject({
      access: 'gold',
      price: DEFAULT_CHAPTER_PRICE,
    });
    const priced = await editor.patch<ChapterItem>(`/chapters/${third.id}`, { access: 'gold', price: 15 });
    expect(priced.body).toMatchObject({ access: 'gold', price: 15 });
    const shown = (await reader.detail(work.id)).data?.chapters[2];
    expect(shown).toMatchObject({ access: 'gold', price: 15 });
    const guest = await s.guest();
    expect((await reader.content(third.id, guest.access_token)).data).toMatchObject({ readable: false, price: 15 });
  });

  it('schedules a chapter: nowhere for readers until its time, then everywhere, with no restart', async () => {
    const fourth = chapters[3] as ChapterItem;
    const now = Math.floor(Date.now() / 1000);
    const at = now + 86400;
    const scheduled = await editor.patch<ChapterItem>(`/chapters/${fourth.id}`, { published_at: at });
    expect(scheduled.body.published_at).toBe(at);
    const guest = await s.guest();

    const before = await reader.detail(work.id);
    expect(before.data?.chapters.map((c) => c.title)).toEqual(['第1话', '第2话', '第3话']);
    expect(before.data?.work).toMatchObject({ chapter_count: 3, latest_title: '第3话' });
    expect((await reader.search(TITLE))[0]).toMatchObject({ id: work.id, chapter_count: 3 });
    expect((await reader.content(fourth.id, guest.access_token)).status).toBe(404);
    expect((await reader.content(fourth.id)).status).toBe(404);
    expect((await s.post('buyChapter', { access_token: guest.access_token, chapter_id: fourth.id })).status).toBe(404);
    expect((await reader.content((chapters[1] as ChapterItem).id, guest.access_token)).data?.next_id).toBe(
      (chapters[2] as ChapterItem).id,
    );
    expect((await reader.content((chapters[2] as ChapterItem).id, guest.access_token)).data?.next_id).toBeNull();
    const list = await editor.get<{ items: WorkListItem[] }>(`/works?q=${encodeURIComponent(TITLE)}`);
    expect(list.body.items[0]).toMatchObject({ chapter_count: 4, published_count: 3, scheduled_count: 1 });

    // The clock reaches the time: the same server answers with the chapter.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((at + 1) * 1000);
    const after = await reader.detail(work.id);
    expect(after.data?.chapters.map((c) => c.title)).toEqual(['第1话', '第2话', '第3话', '第4话']);
    expect(after.data?.work).toMatchObject({ chapter_count: 4, latest_title: '第4话' });
    expect((await reader.content(fourth.id, guest.access_token)).data).toMatchObject({ readable: true });
    vi.useRealTimers();

    // Back to today, for the rest of the file.
    expect((await reader.detail(work.id)).data?.chapters).toHaveLength(3);
  });

  it('hides and unhides the work', async () => {
    expect((await editor.patch<WorkDetail>(`/works/${work.id}`, { hidden: true })).body.hidden).toBe(true);
    expect((await reader.detail(work.id)).status).toBe(404);
    expect(await reader.search(TITLE)).toEqual([]);
    expect((await reader.content((chapters[0] as ChapterItem).id)).status).toBe(404);
    await editor.patch(`/works/${work.id}`, { hidden: false });
    expect((await reader.detail(work.id)).status).toBe(200);
  });

  it('puts the work on 今日更新 on its update day, and off again', async () => {
    const today = chinaWeekday(Math.floor(Date.now() / 1000));
    const daily = async () =>
      (
        (await s.post<{ list: { id: number }[] }>('getDailyUpdate', { weekday: today, kind: 'comic' })).data?.list ?? []
      ).map((w) => w.id);
    expect(await daily()).not.toContain(work.id);
    const set = await editor.patch<WorkDetail>(`/works/${work.id}`, { update_weekday: today });
    expect(set.body.update_weekday).toBe(today);
    expect(await daily()).toContain(work.id);
    expect((await editor.patch(`/works/${work.id}`, { update_weekday: 8 })).body).toMatchObject({
      error: 'invalid',
      field: 'update_weekday',
    });
    expect((await editor.patch<WorkDetail>(`/works/${work.id}`, { update_weekday: null })).body.update_weekday).toBe(
      null,
    );
    expect(await daily()).not.toContain(work.id);
  });

  it('edits the title, and reorders chapters (exactly the work’s)', async () => {
    await editor.patch(`/works/${work.id}`, { title: `${TITLE}（修订）` });
    expect((await reader.detail(work.id)).data?.work).toMatchObject({ title: `${TITLE}（修订）` });
    const ids = chapters.map((c) => c.id);
    const order = [ids[1], ids[0], ids[2], ids[3]] as number[];
    expect((await editor.post(`/works/${work.id}/chapters/order`, { ids: [ids[0]] })).body).toMatchObject({
      error: 'chaptersMismatch',
    });
    const reordered = await editor.post<{ items: ChapterItem[] }>(`/works/${work.id}/chapters/order`, { ids: order });
    expect(reordered.body.items.map((c) => c.id)).toEqual(order);
    expect((await reader.detail(work.id)).data?.chapters.map((c) => c.title)).toEqual(['第2话', '第1话', '第3话']);
  });

  it('never deletes a work readers bought from', async () => {
    const guest = await s.guest();
    expect(
      (await s.post('buyChapter', { access_token: guest.access_token, chapter_id: (chapters[2] as ChapterItem).id }))
        .status,
    ).toBe(200);
    expect((await editor.del(`/works/${work.id}`)).body).toMatchObject({ error: 'hasPurchases' });
    expect((await editor.del(`/chapters/${(chapters[2] as ChapterItem).id}`)).body).toMatchObject({
      error: 'hasPurchases',
    });
    // One nobody bought goes, and the places close up.
    const left = await editor.del<{ items: ChapterItem[] }>(`/chapters/${(chapters[0] as ChapterItem).id}`);
    expect(left.body.items.map((c) => c.idx)).toEqual([1, 2, 3]);
  });
});

describe('the audit log', () => {
  it('lists each change with its operator, target, before and after, and filters them', async () => {
    const log = await owner.get<{ items: AuditEntry[]; total: number }>(
      `/audit?target_type=work&target_id=${work.id}&page_size=50`,
    );
    expect(log.body.items.map((e) => e.action).reverse()).toEqual([
      'work.create',
      'chapters.import',
      'work.hide',
      'work.unhide',
      'work.edit',
      'work.edit',
      'work.edit',
      'chapters.reorder',
    ]);
    // The update day set, then taken off (the oldest of the three edits first).
    const [, unset, set] = log.body.items.filter((e) => e.action === 'work.edit');
    expect(set?.after).toMatchObject({ update_weekday: expect.any(Number) });
    expect(unset?.after).toMatchObject({ update_weekday: null });
    const edit = log.body.items.find((e) => e.action === 'work.edit') as AuditEntry;
    expect(edit).toMatchObject({
      operator_email: 'editor@example.com',
      before: { title: TITLE },
      after: { title: `${TITLE}（修订）` },
    });
    expect(edit.address).not.toBe('');
    const priced = await owner.get<{ items: AuditEntry[] }>('/audit?action=chapter.edit');
    expect(priced.body.items.map((e) => e.after)).toEqual([
      { published_at: expect.any(Number) },
      { price: 15 },
      { access: 'gold', price: DEFAULT_CHAPTER_PRICE },
    ]);
    const byOperator = await owner.get<{ total: number }>('/audit?operator=owner@');
    const sessions = await owner.get<{ total: number }>('/audit?operator=editor@');
    expect(byOperator.body.total).toBeGreaterThan(0);
    expect(sessions.body.total).toBeGreaterThan(byOperator.body.total);
    expect((await owner.get('/audit?from=abc')).body).toMatchObject({ error: 'invalid', field: 'from' });
  });

  it('is append-only on the database itself', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(s.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(s.db)).rejects.toThrow(/append-only/);
  });
});

describe('pictures', () => {
  it('are stored re-encoded with their widths drawn ahead, for editors only', async () => {
    const picture = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#246' } })
      .jpeg()
      .toBuffer();
    const post = (client: ConsoleClient, body: Uint8Array) =>
      fetch(`${s.url}/admin/api/images`, {
        method: 'POST',
        headers: { origin: s.url, cookie: client.cookie, 'content-type': 'image/jpeg' },
        body,
      });
    const stored = await post(editor, picture);
    const image = (await stored.json()) as { path: string; url: string; width: number };
    expect(image).toMatchObject({ width: 1000, path: expect.stringMatching(/^console\/images\/[0-9a-f]{16}\.webp$/) });
    expect((await s.raw(new URL(image.url).pathname)).headers.get('content-type')).toBe('image/webp');
    expect(existsSync(join(s.config.mediaVariantDir, 'w480', `${image.path}.avif`))).toBe(true);
    const refused = await post(editor, new TextEncoder().encode('not a picture'));
    expect(await refused.json()).toMatchObject({ error: 'invalid', field: 'image' });
    const finance = await signedIn(s, 'pictures-finance@example.com', 'finance');
    expect((await post(finance, picture)).status).toBe(403);
  });
});
