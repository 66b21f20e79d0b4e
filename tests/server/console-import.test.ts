/**
 * Uploads and imports through the console: a cut upload goes on from where the server has it; an
 * upload is its operator's alone; a new work gets its cover's variants drawn ahead; novels and
 * videos go through the same importers; a failed or cancelled import leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES_DIR } from '../../server/media/media-store';
import type { ChapterItem, WorkDetail } from '../../src/core/admin/answers';
import { type ConsoleClient, importFiles, signedIn, tusPatch, tusUpload } from './console-harness';
import { startTestServer, type TestServer } from './harness';

/** Noise does not compress: a page of about 1 MB as PNG (stored, not deflated: quick to make). */
const noisyPage = () =>
  sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

let s: TestServer;
let editor: ConsoleClient;
/** A long import to cancel, made before the server starts: seconds of work that would stall its sockets later. */
let longCbz: Uint8Array;
beforeAll(async () => {
  const pages: Record<string, Uint8Array> = {};
  for (let i = 1; i <= 12; i++) pages[`第1话/${i}.png`] = new Uint8Array(await noisyPage());
  longCbz = zipSync(pages, { level: 0 });
  s = await startTestServer();
  editor = await signedIn(s, 'uploads@example.com', 'editor');
});
afterAll(() => s.close());

/** Operator media files and rows of what imports write (the demo's art aside). */
async function snapshot() {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'demo') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(s.config.mediaDir, path));
    }
  };
  walk(s.config.mediaDir);
  const counts: Record<string, number> = {};
  for (const table of ['works', 'chapters', 'comic_pages', 'novel_texts', 'audit_log'] as const)
    counts[table] = Number(
      (
        await s.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { files: files.sort(), counts, uploads: readdirSync(join(s.config.uploadDir, 'files')).sort() };
}

describe('uploads', () => {
  it('go on from the offset the server has after a cut, and are their operator’s alone', async () => {
    const bytes = new Uint8Array(await noisyPage());
    const created = await fetch(`${s.url}/admin/api/uploads`, {
      method: 'POST',
      headers: {
        origin: s.url,
        cookie: editor.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
      },
    });
    expect(created.status).toBe(201);
    const id = (created.headers.get('location') as string).split('/').at(-1) as string;
    const half = Math.floor(bytes.length / 2);
    expect((await tusPatch(editor, s, id, bytes.subarray(0, half), 0)).status).toBe(204);

    const head = () =>
      fetch(`${s.url}/admin/api/uploads/${id}`, {
        method: 'HEAD',
        headers: { cookie: editor.cookie, 'tus-resumable': '1.0.0' },
      });
    expect((await head()).headers.get('upload-offset')).toBe(String(half));
    // Someone else's browser, signed in as another editor, finds nothing there.
    const other = await signedIn(s, 'other-editor@example.com', 'editor');
    const theirs = await fetch(`${s.url}/admin/api/uploads/${id}`, {
      method: 'HEAD',
      headers: { cookie: other.cookie, 'tus-resumable': '1.0.0' },
    });
    expect(theirs.status).toBe(404);
    expect((await tusPatch(other, s, id, bytes.subarray(half), half)).status).toBe(404);
    // Nor can they import it.
    const stolen = await importFiles(other, s, { kind: 'comic', files: [{ upload: id, path: 'page.png' }] });
    expect(stolen.error).toMatchObject({ error: 'uploadMissing' });
    // An unfinished upload is no file to import.
    expect(
      (await importFiles(editor, s, { kind: 'comic', files: [{ upload: id, path: 'page.png' }] })).error,
    ).toMatchObject({ error: 'uploadMissing' });

    expect((await tusPatch(editor, s, id, bytes.subarray(half), half)).status).toBe(204);
    expect((await head()).headers.get('upload-offset')).toBe(String(bytes.length));
    const run = await importFiles(editor, s, {
      kind: 'comic',
      title: '续传',
      files: [{ upload: id, path: 'page.png' }],
    });
    expect(run.events.at(-1)).toMatchObject({ type: 'done', chapters: 1 });
  });

  it('need an editor’s session and the console’s Origin', async () => {
    const bare = await fetch(`${s.url}/admin/api/uploads`, {
      method: 'POST',
      headers: { origin: s.url, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(bare.status).toBe(401);
    const finance = await signedIn(s, 'money@example.com', 'finance');
    const refused = await fetch(`${s.url}/admin/api/uploads`, {
      method: 'POST',
      headers: { origin: s.url, cookie: finance.cookie, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(refused.status).toBe(403);
    const crossSite = await fetch(`${s.url}/admin/api/uploads`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        cookie: editor.cookie,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
      },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('imports', () => {
  it('make a new work from a folder of pages, its cover’s variants drawn ahead', async () => {
    const files = [];
    for (const path of ['我的系列/第1话/1.png', '我的系列/第1话/2.png', '我的系列/第2话/1.png'])
      files.push({ path, upload: await tusUpload(editor, s, new Uint8Array(await noisyPage()), path) });
    const run = await importFiles(editor, s, { kind: 'comic', author: '某人', files });
    const done = run.events.at(-1) as { work_id: number };
    expect(done).toMatchObject({ type: 'done', chapters: 2 });
    expect([...new Set(run.events.map((e) => e.phase).filter(Boolean))]).toEqual([
      'reading',
      'pages',
      'variants',
      'saving',
    ]);
    const work = (await editor.get<WorkDetail>(`/works/${done.work_id}`)).body;
    expect(work).toMatchObject({ title: '我的系列', author: '某人', chapter_count: 2 });
    const cover = decodeURIComponent(new URL(work.cover).pathname.replace(/^\/media\//, ''));
    const variants = ['w120', 'w240', 'w360', 'w480', 'w720'].map((w) =>
      existsSync(join(s.config.mediaVariantDir, w, `${cover}.avif`)),
    );
    expect(variants).toEqual([true, true, true, true, true]);
    // …and the server answers them from there.
    const answer = await s.raw(`/media/${cover}?w=240`, { headers: { accept: 'image/avif' } });
    expect(answer.headers.get('content-type')).toBe('image/avif');
    const chapters = (await editor.get<{ items: ChapterItem[] }>(`/works/${done.work_id}/chapters`)).body.items;
    expect(chapters.map((c) => [c.title, c.size])).toEqual([
      ['第1话', 2],
      ['第2话', 1],
    ]);
  });

  it('add a novel’s chapters to a novel, scheduled, through the same importer as the command line', async () => {
    const classId = (await editor.get<{ items: { id: number }[] }>('/classes?kind=novel')).body.items[0]?.id;
    const novel = (
      await editor.post<WorkDetail>('/works', {
        kind: 'novel',
        title: '连载小说',
        author: '写手',
        description: '',
        class_id: classId,
        tags: [],
        status: 'ongoing',
        free_until: null,
      })
    ).body;
    const text = '第1章 开端\n很久以前。\n第2章 后来\n又过了很久。\n';
    const upload = await tusUpload(editor, s, strToU8(text), 'more.txt');
    const at = Math.floor(Date.now() / 1000) + 3600;
    const run = await importFiles(editor, s, {
      kind: 'novel',
      work_id: novel.id,
      publish_at: at,
      files: [{ upload, path: 'more.txt' }],
    });
    expect(run.events.at(-1)).toMatchObject({ type: 'done', work_id: novel.id, chapters: 2 });
    const listed = (await editor.get<{ items: ChapterItem[] }>(`/works/${novel.id}/chapters`)).body.items;
    expect(listed.map((c) => [c.title, c.published_at])).toEqual([
      ['第1章 开端', at],
      ['第2章 后来', at],
    ]);
    // Scheduled: readers do not see the work yet (it has no chapter out).
    expect((await s.post('workDetail', { id: novel.id })).status).toBe(404);
    // A comic's file is no novel's.
    const wrong = await importFiles(editor, s, {
      kind: 'comic',
      work_id: novel.id,
      files: [{ upload, path: 'x.cbz' }],
    });
    expect(wrong.error).toMatchObject({ error: 'invalid', field: 'kind' });
  });

  it('make a video work from an .mp4', async () => {
    const upload = await tusUpload(editor, s, readFileSync(join(SAMPLES_DIR, 'clip-aurora.mp4')), 'aurora.mp4');
    const run = await importFiles(editor, s, { kind: 'video', files: [{ upload, path: 'aurora.mp4' }] });
    const done = run.events.at(-1) as { work_id: number };
    expect(done).toMatchObject({ type: 'done', chapters: 1 });
    const detail = await s.post<{ chapters: { title: string }[] }>('workDetail', { id: done.work_id });
    expect(detail.data?.chapters.map((c) => c.title)).toEqual(['正片']);
  });

  it('that fail leave nothing behind, and say why', async () => {
    const before = await snapshot();
    const broken = zipSync({
      '第1话/1.png': new Uint8Array(await noisyPage()),
      '第2话/1.png': strToU8('not a picture'),
    });
    const upload = await tusUpload(editor, s, broken, 'broken.cbz');
    const run = await importFiles(editor, s, { kind: 'comic', files: [{ upload, path: 'broken.cbz' }] });
    expect(run.events.at(-1)).toEqual({
      type: 'failed',
      error: 'importFailed',
      detail: 'not a readable image: 第2话/1.png',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('that are cancelled stop and leave nothing behind', async () => {
    const before = await snapshot();
    const upload = await tusUpload(editor, s, longCbz, 'long.cbz');
    const controller = new AbortController();
    const response = await fetch(`${s.url}/admin/api/imports`, {
      method: 'POST',
      headers: { origin: s.url, cookie: editor.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'comic', files: [{ upload, path: 'long.cbz' }] }),
      signal: controller.signal,
    });
    const lines = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    // Cancelled once the pages have started.
    let seen = '';
    while (!seen.includes('"pages"')) seen += new TextDecoder().decode((await lines.read()).value);
    controller.abort();
    // The server notices, stops, and cleans up after itself.
    await expect.poll(async () => (await snapshot()).uploads, { timeout: 10_000 }).toEqual(before.uploads);
    expect(await snapshot()).toEqual(before);
  });
});
