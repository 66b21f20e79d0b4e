/** The document's first answers (server/document/document.ts): what `/` and app routes carry. */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_BOOT_ID, type DocumentBoot, FIRST_PAINT_ID } from '../../src/core/contract/paths';
import { AFTER_PAINT_SCRIPT, THEME_BOOT_SCRIPT } from '../../src/core/theme-boot';
import { startTestServer, type TestServer } from './harness';
import { workWithRules } from './reading-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ PUBLIC_API_BASE: 'https://api.example.test/' });
  const dist = join(s.dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>shell</title><script type="module" src="/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/assets/app-z.css"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-z.css'), ':root{--bg:#fff}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', imports: ['_framework.js'] },
      _framework: { file: 'assets/framework-b.js' },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/routes-c.js',
        imports: ['index.html'],
        css: ['assets/home-d.css'],
      },
      'src/routes/manga/manga_index.tsx?tsr-split=component': { file: 'assets/detail-e.js', imports: ['_screen'] },
      _screen: { file: 'assets/screen-f.js', css: ['assets/screen-g.css'] },
      'locales/zh-CN/messages.po': { file: 'assets/messages-h.js' },
      'src/app/startup.ts': { file: 'assets/startup-i.js', imports: ['index.html'] },
      'src/routeTree.gen.ts': { file: 'assets/tree-j.js', imports: ['_screen'] },
    }),
  );
});
afterAll(() => s.close());

describe('what the first paint needs, with no request in front of it', () => {
  it('writes the entry’s stylesheet into the document, its link kept (of a type never fetched) for the chunk loader', async () => {
    for (const path of ['/', '/search', '/manga/manga_index?id=1']) {
      const { html } = await documentOf(path);
      expect(html).toContain(
        '<style>:root{--bg:#fff}</style><link rel="stylesheet" crossorigin href="/assets/app-z.css" type="text/x-inlined">',
      );
    }
  });

  it('allows the two inline scripts (the theme, a painted document’s loader) by their hashes, and no other', async () => {
    const response = await s.raw('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc.trim()).toBe(`script-src 'self' ${hash(THEME_BOOT_SCRIPT)} ${hash(AFTER_PAINT_SCRIPT)}`);
  });

  it('starts a painted document’s scripts and screen styles after its first paint, an unpainted one’s at once', async () => {
    const painted = (await documentOf('/manga/manga_index?id=1')).html;
    const head = painted.slice(0, painted.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('<link rel="preload" as="style"');
    const template = /<template id="app-scripts">(.*?)<\/template><script>(.*?)<\/script><\/body>/.exec(painted);
    expect(template?.[1]).toContain('<script type="module" src="/assets/index-a.js"></script>');
    expect(template?.[1]).toContain('<script type="module" crossorigin src="/assets/detail-e.js"></script>');
    expect(template?.[1]).toContain('<link rel="preload" as="style" crossorigin href="/assets/screen-g.css">');
    expect(template?.[2]).toBe(AFTER_PAINT_SCRIPT);
    const plain = (await documentOf('/search')).html;
    expect(plain.slice(0, plain.indexOf('</head>'))).toContain(
      '<script type="module" src="/assets/index-a.js"></script>',
    );
    expect(plain).not.toContain('app-scripts');
  });
});

async function documentOf(path: string): Promise<{ html: string; boot: DocumentBoot }> {
  const response = await s.raw(path, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  const json = new RegExp(`<script type="application/json" id="${DOCUMENT_BOOT_ID}">(.*?)</script>`).exec(html)?.[1];
  expect(json).toBeDefined();
  return { html, boot: JSON.parse(json ?? '{}') };
}

describe('the document of /', () => {
  it('carries the encrypted API base, the same text /apiPath.txt gives', async () => {
    const { boot } = await documentOf('/');
    expect(await s.cipher.decryptText(boot.apiPath)).toBe('https://api.example.test');
    expect(boot.apiPath).toBe(await (await s.raw('/apiPath.txt')).text());
  });

  it('carries the home answer for the comic channel, as a caller without a session reads it (not encrypted)', async () => {
    const { boot } = await documentOf('/');
    const home = boot.answers?.find((item) => item.name === 'home');
    expect(home?.body).toEqual({ channel: 'comic' });
    expect(home?.answer).toEqual((await s.post('home', { channel: 'comic' })).data);
  });

  it('preloads the first banner at high priority and the home route’s chunks', async () => {
    const { html, boot } = await documentOf('/');
    const home = boot.answers?.[0]?.answer as { banners: { image: string }[] };
    const first = home.banners[0]?.image ?? '';
    expect(first).not.toBe('');
    // With the candidates of the banner's <img>: one link up to 2× and one above, as the page caps the ratio.
    const srcset = [360, 480, 720, 960].map((w) => `${first}?w=${w} ${w}w`).join(', ');
    const sizes = 'calc(min(100vw, 540px) - 32px)';
    expect(html).toContain(
      `<link rel="preload" as="image" href="${first}" imagesrcset="${srcset}" imagesizes="${sizes}" media="(max-resolution: 2dppx)" fetchpriority="high">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="image" href="${first}" imagesrcset="${srcset}" imagesizes="calc(${sizes} * 0.667)" media="(min-resolution: 2.01dppx)" fetchpriority="high">`,
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/routes-c.js"></script>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/startup-i.js"></script>');
    // The other screens' route tree and catalog load after the home's first paint.
    expect(html).not.toContain('tree-j.js');
    expect(html).not.toContain('messages-h.js');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-d.css">');
    // The image before the entry, the screen's chunks after it (they must not queue in front of it).
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('index-a.js'));
    expect(html.indexOf('routes-c.js')).toBeGreaterThan(html.indexOf('index-a.js'));
    // Already in the page: not preloaded twice.
    expect(html).not.toContain('crossorigin src="/assets/index-a.js"');
  });

  it('prints the home’s first paint before the root: the first banner with the preload’s candidates', async () => {
    const { html, boot } = await documentOf('/');
    const home = boot.answers?.[0]?.answer as { banners: { image: string; title: string }[] };
    const first = home.banners[0];
    const paint = html.slice(html.indexOf(`<div id="${FIRST_PAINT_ID}"`), html.indexOf('<div id="root">'));
    expect(paint).toContain(`alt="${first?.title}"`);
    const srcset = [360, 480, 720, 960].map((w) => `${first?.image}?w=${w} ${w}w`).join(', ');
    expect(paint).toContain(`srcset="${srcset}" sizes="calc(min(100vw, 540px) - 32px)"`);
    expect(paint).toContain(`<source media="(min-resolution: 2.01dppx)" srcset="${srcset}"`);
    expect(paint).toContain('fetchpriority="high"');
    expect(paint).not.toContain('<script');
    // Its style in <head>, before the title.
    expect(html.indexOf(`#${FIRST_PAINT_ID}{`)).toBeLessThan(html.indexOf('<title>'));
  });

  it('prints no first paint for a messaging app’s browser, which sees the refusal first', async () => {
    const response = await s.raw('/', { headers: { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0.47' } });
    const html = await response.text();
    expect(html).toContain(DOCUMENT_BOOT_ID);
    expect(html).not.toContain(FIRST_PAINT_ID);
  });

  it('escapes the block so that nothing in it can close it', async () => {
    const { html } = await documentOf('/');
    const block = html.slice(html.indexOf(`id="${DOCUMENT_BOOT_ID}">`));
    // Its first end is its own: what follows it is the painted document's script template.
    expect(block.slice(block.indexOf('</script>'))).toMatch(/^<\/script><template id="app-scripts">/);
  });
});

describe('the document of another app route', () => {
  it('carries the API base, and links to the screen’s code and the whole catalog, nothing of the home’s', async () => {
    const { html, boot } = await documentOf('/manga/manga_index?id=1');
    expect(typeof boot.apiPath).toBe('string');
    for (const file of ['detail-e.js', 'screen-f.js', 'messages-h.js', 'startup-i.js', 'tree-j.js'])
      expect(html).toContain(`<script type="module" crossorigin src="/assets/${file}"></script>`);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/screen-g.css">');
    // Each chunk after the one it imports: run in that order, each evaluates only its own code.
    expect(html.indexOf('screen-f.js')).toBeLessThan(html.indexOf('detail-e.js'));
    expect(html).not.toContain('as="image"');
    expect(html).not.toContain('routes-c.js');
  });

  it('carries the detail’s workDetail answer, as a caller without a session gets it; no answer for an unknown work', async () => {
    const { boot } = await documentOf('/manga/manga_index?id=1');
    expect(boot.answers?.map((item) => [item.name, item.body])).toEqual([['workDetail', { id: 1 }]]);
    expect(boot.answers?.[0]?.answer).toEqual((await s.post('workDetail', { id: 1 })).data);
    for (const path of ['/manga/manga_index?id=999999', '/manga/manga_index?id=x', '/search?id=1'])
      expect((await documentOf(path)).boot.answers).toEqual([]);
  });

  it('prints a comic’s or novel’s detail first paint (hero and description)', async () => {
    const { data } = await s.post<{ work: { title: string; description: string } }>('workDetail', { id: 1 });
    if (!data) throw new Error('no work 1');
    const { html } = await documentOf('/manga/manga_index?id=1');
    const paint = html.slice(html.indexOf(`<div id="${FIRST_PAINT_ID}"`), html.indexOf('<div id="root">'));
    expect(paint).toContain('data-path="/manga/manga_index"');
    expect(paint).toContain(`<h2 class="w">${data.work.title}</h2>`);
    expect(paint).toContain(data.work.description);
    expect(paint).toContain('sizes="112px"');
  });

  it('prints a video page’s first paint (bar, poster, title) where its episode is free, not where it is locked', async () => {
    const free = await workWithRules(s, 'video', [{ access: 'free' }]);
    const { data } = await s.post<{ work: { title: string; cover: string } }>('workDetail', { id: free.workId });
    if (!data) throw new Error('no video');
    const { html } = await documentOf(`/video_index?id=${free.workId}`);
    const paint = html.slice(html.indexOf(`<div id="${FIRST_PAINT_ID}"`), html.indexOf('<div id="root">'));
    expect(paint).toContain('data-path="/video_index"');
    expect(paint).toContain(`<h1 class="w">${data.work.title}</h1>`);
    expect(paint).toContain(`<img src="${data.work.cover}"`);
    const locked = await workWithRules(s, 'video', [{ access: 'vip' }], 1);
    expect((await documentOf(`/video_index?id=${locked.workId}`)).html).not.toContain(FIRST_PAINT_ID);
    // An episode asked for by the address is the one that decides.
    const [, second] = locked.chapterIds as [number, number];
    if (second)
      expect((await documentOf(`/video_index?id=${locked.workId}&episode=${second}`)).html).toContain(FIRST_PAINT_ID);
  });

  it('prints a novel chapter’s first page from its start (without the answer), not where the address opens it further on', async () => {
    const { workId, chapterIds } = await workWithRules(s, 'novel', [{ access: 'free' }]);
    const chapter = chapterIds[0] as number;
    const { data } = await s.post<{ chapter: { title: string }; text: string }>('chapterContent', {
      chapter_id: chapter,
    });
    if (!data) throw new Error('no novel chapter');
    const { html } = await documentOf(`/novel/novel_content?id=${workId}&chapter=${chapter}`);
    const paint = html.slice(html.indexOf(`<div id="${FIRST_PAINT_ID}"`), html.indexOf('<div id="root">'));
    expect(paint).toContain('data-path="/novel/novel_content"');
    expect(paint).toContain(`<h2>${data.chapter.title}</h2>`);
    const firstLine =
      data.text
        .split('\n')
        .find((line) => line.trim())
        ?.trim() ?? '';
    expect(paint).toContain(`<p>${firstLine}</p>`);
    const further = await documentOf(`/novel/novel_content?id=${workId}&chapter=${chapter}&offset=200`);
    expect(further.html).not.toContain(FIRST_PAINT_ID);
    // The painted page holds the screen while the app asks for the chapter; the unpainted one carries it.
    expect((await documentOf(`/novel/novel_content?id=${workId}&chapter=${chapter}`)).boot.answers).toEqual([]);
    expect(further.boot.answers?.map((item) => item.name)).toEqual(['chapterContent']);
  });

  it('carries, on a reader, the chapter as a visitor reads it (the app takes it while it has no login): only one anyone may read', async () => {
    const { workId, chapterIds } = await workWithRules(s, 'comic', [{ access: 'free' }, { access: 'vip' }]);
    const [free, vip] = chapterIds as [number, number];
    const { boot } = await documentOf(`/manga/manga_content?id=${workId}&chapter=${free}`);
    expect(boot.answers?.map((item) => [item.name, item.body, item.visitor])).toEqual([
      ['chapterContent', { chapter_id: free }, true],
    ]);
    expect(boot.answers?.[0]?.answer).toEqual((await s.post('chapterContent', { chapter_id: free })).data);
    expect((await documentOf(`/manga/manga_content?id=${workId}&chapter=${vip}`)).boot.answers).toEqual([]);
  });

  it('links nothing for an address no route serves', async () => {
    const { html } = await documentOf('/no/such/screen');
    expect(html).not.toContain('startup-i.js');
  });
});
