/**
 * The home and discovery editor through the console: an editor reads a channel's layout, previews a
 * draft (readers' homes unchanged) and saves it, and a reader's next home call is built from it —
 * menu tabs, banners within their windows, sections in order; hot words likewise. The other roles
 * are refused, bad layouts named by their field, and every save is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/core/admin/answers';
import type { HomeEditorAnswer, HotWordsAnswer } from '../../src/core/admin/home';
import type { HomeAnswer } from '../../src/core/contract/content';
import type { HomeLayout, LayoutBanner } from '../../src/core/home-layout';
import { type ConsoleClient, signedIn } from './console-harness';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
let editor: ConsoleClient;
let owner: ConsoleClient;
let finance: ConsoleClient;
let support: ConsoleClient;
let standard: HomeEditorAnswer;
let comics: { id: number; title: string }[];
let novel: { id: number };
beforeAll(async () => {
  s = await startTestServer();
  editor = await signedIn(s, 'home-editor@example.com', 'editor');
  owner = await signedIn(s, 'home-owner@example.com', 'owner');
  finance = await signedIn(s, 'home-finance@example.com', 'finance');
  support = await signedIn(s, 'home-support@example.com', 'support');
  standard = (await editor.get<HomeEditorAnswer>('/home?channel=comic')).body;
  comics = await s.db
    .selectFrom('works')
    .select(['id', 'title'])
    .where('kind', '=', 'comic')
    .orderBy('id')
    .limit(3)
    .execute();
  novel = await s.db.selectFrom('works').select('id').where('kind', '=', 'novel').executeTakeFirstOrThrow();
});
afterAll(() => s.close());

const readerHome = async (channel = 'comic') => (await s.post<HomeAnswer>('home', { channel })).data as HomeAnswer;
const now = () => Math.floor(Date.now() / 1000);
const banner = (over: Partial<LayoutBanner>): LayoutBanner => ({
  key: 'b1',
  image: standard.layout.banners[0]?.image ?? 'demo/banner.webp',
  title: '编辑的轮播',
  subtitle: '副标题',
  work_id: comics[0]?.id ?? 1,
  url: null,
  show_from: null,
  show_until: null,
  ...over,
});

function draft(): HomeLayout {
  const [first, second, third] = comics.map((c) => c.id);
  const classes = standard.classes.map((c) => c.id);
  return {
    menu_class_ids: [classes[1], classes[0]].filter((id): id is number => id !== undefined),
    banners: [
      banner({ key: 'open' }),
      banner({ key: 'link', title: '活动页', work_id: null, url: 'https://example.com/event' }),
      banner({ key: 'ended', title: '已结束的轮播', show_from: now() - 7200, show_until: now() - 3600 }),
      banner({ key: 'later', title: '未开始的轮播', show_from: now() + 3600, show_until: null }),
    ],
    sections: [
      {
        key: 'mine',
        title: '编辑精选',
        style: 'rail',
        source: 'picks',
        work_ids: [third, first, second] as number[],
        topic_id: null,
      },
      { key: 'free', title: '限免', style: 'grid', source: 'free', work_ids: [], topic_id: null },
      { key: 'rank', title: '人气排行', style: 'rank', source: 'rank', work_ids: [], topic_id: null },
    ],
  };
}

describe('the home editor', () => {
  it('is refused to the roles that do not edit content', async () => {
    for (const other of [finance, support]) {
      expect((await other.get('/home?channel=comic')).status).toBe(403);
      expect((await other.post('/home/layout', { channel: 'comic', layout: draft() })).status).toBe(403);
      expect((await other.post('/home/preview', { channel: 'comic', layout: draft() })).status).toBe(403);
      expect((await other.post('/hot-words', { words: ['x'] })).status).toBe(403);
    }
  });

  it('shows a channel no one has laid out as the standard layout readers get', async () => {
    expect(standard.saved).toBe(false);
    expect(standard.layout.sections.map((x) => x.source)).toEqual([
      'editor',
      'rank',
      'new',
      'completed',
      'free',
      'today',
      'topic',
    ]);
    const home = await readerHome();
    expect(home.banners.map((b) => b.title)).toEqual(standard.layout.banners.slice(0, 6).map((b) => b.title));
    expect(home.top_menu_home.slice(3).map((m) => m.class_id)).toEqual(standard.layout.menu_class_ids);
  });

  it('names the field of a bad layout', async () => {
    const refused = async (layout: unknown, field: string) => {
      const answer = await editor.post('/home/layout', { channel: 'comic', layout });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid', field });
    };
    const good = draft();
    await refused({ ...good, banners: [banner({ url: 'https://example.com' })] }, 'layout.banners.0');
    await refused(
      { ...good, banners: [banner({ work_id: null, url: 'javascript:alert(1)' })] },
      'layout.banners.0.url',
    );
    await refused({ ...good, banners: [banner({ show_from: now(), show_until: now() - 1 })] }, 'layout.banners.0');
    await refused({ ...good, banners: [banner({ work_id: 99_999_999 })] }, 'layout.banners.0.work_id');
    const novelPick = { ...good.sections[0], work_ids: [novel.id] };
    await refused({ ...good, sections: [novelPick] }, 'layout.sections.0.work_ids');
    await refused({ ...good, sections: [{ ...novelPick, work_ids: [] }] }, 'layout.sections.0');
    await refused(
      { ...good, sections: [{ ...novelPick, source: 'topic', work_ids: [], topic_id: 99_999 }] },
      'layout.sections.0.topic_id',
    );
    await refused({ ...good, menu_class_ids: [99_999] }, 'layout.menu_class_ids');
    await refused({ ...good, extra: 1 }, 'extra');
    expect((await editor.get<HomeEditorAnswer>('/home?channel=comic')).body.saved).toBe(false);
  });

  it('previews a draft as readers would get it, saving nothing', async () => {
    const preview = await editor.post<HomeAnswer>('/home/preview', { channel: 'comic', layout: draft() });
    expect(preview.status).toBe(200);
    expect(preview.body.banners.map((b) => b.title)).toEqual(['编辑的轮播', '活动页']);
    expect(preview.body.sections[0]).toMatchObject({ id: 'own-mine', title: '编辑精选', more: null });
    expect((await readerHome()).banners.map((b) => b.title)).toEqual(
      standard.layout.banners.slice(0, 6).map((b) => b.title),
    );
  });

  it('saves a layout that readers get at their next home call, banners within their windows', async () => {
    const saved = await editor.post<HomeEditorAnswer>('/home/layout', { channel: 'comic', layout: draft() });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toBe(true);
    expect(saved.body.works.map((w) => w.id).sort()).toEqual(comics.map((c) => c.id).sort());

    const home = await readerHome();
    expect(home.banners.map((b) => b.title)).toEqual(['编辑的轮播', '活动页']);
    expect(home.banners[0]).toMatchObject({ work_id: comics[0]?.id, kind: 'comic', url: null });
    expect(home.banners[1]).toMatchObject({ work_id: null, url: 'https://example.com/event' });
    const [third, first, second] = [comics[2], comics[0], comics[1]];
    expect(home.sections[0]?.items.map((w) => w.id)).toEqual([third?.id, first?.id, second?.id]);
    // A standard section keeps its id (readers say its title in their language) only under its standard title.
    expect(home.sections.map((x) => x.id)).toEqual(
      home.sections.map((x) => x.id).filter((id) => ['own-mine', 'own-free', 'rank'].includes(id)),
    );
    expect(home.sections.find((x) => x.title === '人气排行')?.id).toBe('rank');
    expect(home.top_menu_home.slice(3).map((m) => m.class_id)).toEqual(draft().menu_class_ids);
    // The other channels keep theirs.
    expect((await readerHome('novel')).sections.length).toBeGreaterThan(1);
  });

  it('logs the save with what changed', async () => {
    const log = await owner.get<{ items: AuditEntry[] }>('/audit?target_type=home&target_id=comic');
    expect(log.body.items.map((e) => e.action)).toEqual(['home.layout']);
    const entry = log.body.items[0] as AuditEntry;
    expect(entry.operator_email).toBe('home-editor@example.com');
    expect((entry.after as HomeLayout).banners.map((b) => b.key)).toEqual(['open', 'link', 'ended', 'later']);
    expect((entry.before as HomeLayout).sections).toHaveLength(7);
  });
});

describe('hot search words', () => {
  const readerWords = async () =>
    ((await s.post<{ words: string[] }>('searchHot', {})).data as { words: string[] }).words;

  it('are the most read titles until editors set theirs, then theirs', async () => {
    const mostRead = await readerWords();
    expect((await editor.get<HotWordsAnswer>('/hot-words')).body).toEqual({ words: mostRead, saved: false });
    const set = await editor.post<HotWordsAnswer>('/hot-words', { words: ['  热血 ', '恋爱'] });
    expect(set.body).toEqual({ words: ['热血', '恋爱'], saved: true });
    expect(await readerWords()).toEqual(['热血', '恋爱']);
    expect((await editor.post<HotWordsAnswer>('/hot-words', { words: [] })).body.saved).toBe(false);
    expect(await readerWords()).toEqual(mostRead);
  });

  it('refuses a word too long, and logs each save', async () => {
    const refused = await editor.post('/hot-words', { words: ['一'.repeat(21)] });
    expect(refused.body).toMatchObject({ error: 'invalid', field: 'words.0' });
    const log = await owner.get<{ items: AuditEntry[] }>('/audit?target_type=home&target_id=hot_words');
    expect(log.body.items.map((e) => e.action)).toEqual(['home.hotWords', 'home.hotWords']);
    expect(log.body.items[1]?.after).toEqual({ words: ['热血', '恋爱'] });
  });
});

describe('topics', () => {
  interface Topic {
    id: number;
    title: string;
    works: { id: number }[];
  }
  const readerTopic = async (id: number) =>
    (await s.post<{ list: { title: string; works: { id: number }[] }[] }>('get_colletion', { id, page: 1 })).data
      ?.list[0];
  let id: number;

  it('are refused to the other roles, and checked', async () => {
    expect((await finance.get('/topics')).status).toBe(403);
    expect((await support.post('/topics', { title: 'x', description: '', work_ids: [1] })).status).toBe(403);
    const empty = await editor.post('/topics', { title: '新专题', description: '', work_ids: [] });
    expect(empty.body).toMatchObject({ error: 'invalid', field: 'work_ids' });
    const unknown = await editor.post('/topics', { title: '新专题', description: '', work_ids: [99_999_999] });
    expect(unknown.body).toMatchObject({ error: 'invalid', field: 'work_ids' });
  });

  it('are made with their works in order, which readers get', async () => {
    const ids = comics.map((c) => c.id).reverse();
    const created = await editor.post<Topic>('/topics', { title: '编辑专题', description: '简介', work_ids: ids });
    expect(created.status).toBe(200);
    id = created.body.id;
    expect(created.body.works.map((w) => w.id)).toEqual(ids);
    expect(await readerTopic(id)).toMatchObject({ title: '编辑专题' });
    expect((await readerTopic(id))?.works.map((w) => w.id)).toEqual(ids);
  });

  it('are changed, put in order and deleted, each logged', async () => {
    const edited = await editor.patch<Topic>(`/topics/${id}`, { title: '改名专题', work_ids: [novel.id] });
    expect(edited.body).toMatchObject({ title: '改名专题', works: [{ id: novel.id }] });
    const all = (await editor.get<{ items: Topic[] }>('/topics')).body.items.map((t) => t.id);
    const reordered = await editor.post<{ items: Topic[] }>('/topics/order', {
      ids: [id, ...all.filter((x) => x !== id)],
    });
    expect(reordered.body.items[0]?.id).toBe(id);
    expect((await editor.post('/topics/order', { ids: [id] })).body).toMatchObject({ field: 'ids' });
    expect((await editor.del(`/topics/${id}`)).status).toBe(200);
    expect((await editor.del(`/topics/${id}`)).status).toBe(404);
    const log = await owner.get<{ items: AuditEntry[] }>('/audit?target_type=topic');
    expect(log.body.items.map((e) => e.action)).toEqual([
      'topic.delete',
      'topic.reorder',
      'topic.edit',
      'topic.create',
    ]);
    expect(log.body.items[2]?.after).toEqual({ title: '改名专题', work_ids: [novel.id] });
  });
});
