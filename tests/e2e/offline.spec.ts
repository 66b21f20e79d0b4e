/**
 * The service worker (issue "Offline and install"): it controls the page, precaches the shell
 * (checked on the build itself), opens deep links with no network, never answers the server's own
 * paths (the API, the cashier, media, files…) with the shell, replaces a worker of an older build
 * on the reader's next visit, and carries a new build in without reloading a chapter being read.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type RunningServer, startServerProcess } from '../../bench/server-process';
import { SERVER_PREFIXES } from '../../src/core/contract/paths';
import { CACHE_NAMES } from '../../src/core/storage-keys';
import { expect, NEW_BUILD_INSTALL_MS, test } from './fixtures';

const DIST = process.env.DIST_DIR ?? 'dist';

/** Waits until the worker is active and controls this page (it claims pages on its first install). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The precache manifest that the build injected into sw.js. */
function precacheUrls(dist: string): string[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const list = /\[\{"revision":.*?\}\]/s.exec(worker);
  if (!list) throw new Error('no precache manifest in sw.js');
  return (JSON.parse(list[0]) as Array<{ url: string }>).map((entry) => entry.url);
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test needs from this pattern
test('the build precaches the shell and every script, and leaves out what is cached at runtime', async ({}, info) => {
  test.skip(info.project.name !== 'zh-CN', 'one build, checked once');
  const urls = precacheUrls(DIST);
  expect(urls).toContain('index.html');
  // Every script and style of this build, lazy route chunks and the language catalogs included;
  // OpenCC's dictionaries are the one exception: only zh-Hant readers load them (bytes.spec).
  const assets = readdirSync(join(DIST, 'assets')).filter(
    (name) => /\.(js|css)$/.test(name) && !name.startsWith('opencc-'),
  );
  expect(assets.length).toBeGreaterThan(20);
  for (const asset of assets) expect(urls).toContain(`assets/${asset}`);
  // Not the worker itself, no precompressed twins, no avatars, screenshots, media or the server's manifest.
  for (const url of urls) {
    expect(url).not.toMatch(/^(sw\.js|avatars\/|screenshots\/|media\/)|\.(br|gz|map)$|webmanifest/);
  }
});

test('the worker takes control on the first visit and keeps the shell', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    if (!precache) return null;
    const keys = await (await caches.open(precache)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
  expect(kept).toContain('/index.html');
  expect(kept?.some((path) => path.startsWith('/assets/'))).toBe(true);
});

test('after one visit, a deep link opens with no network', async ({ page, context, tr }) => {
  await page.goto('/');
  await controlled(page);
  const cover = page.locator('[data-testid="work-cover"][href*="manga_index"]').first();
  await expect(cover).toBeVisible();
  await cover.click();
  await expect(page).toHaveURL(/\/manga\/manga_index\?id=\d+/);
  const title = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  const detail = page.url();

  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto(detail);
  await expect(cold.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A screen never opened before still opens: the shell is there, its content says it is offline.
  await cold.goto('/personal');
  await expect(cold.getByText(tr('我的收藏', 'Favourites')).first()).toBeVisible();
});

test('the server’s own paths and files are never answered with the shell', async ({ page, context, request }) => {
  await page.goto('/');
  await controlled(page);
  const paths = [...SERVER_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/nope`]), '/pay/sandbox/M1', '/nope.png'];
  for (const path of paths) {
    const response = await page.goto(path);
    // The server's answer, as a page with no worker gets it.
    expect(response?.status(), path).toBe((await request.get(path, { maxRedirects: 0 })).status());
    expect(await page.content(), path).not.toContain('id="root"');
  }

  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  // Offline, such an address fails like any network error instead of showing the app.
  await expect(page.goto('/media/nope.webp')).rejects.toThrow();
});

test('设置 shows the version, and 检查更新 says when there is nothing new', async ({ page, tr }) => {
  await page.goto('/');
  await controlled(page);
  await page.goto('/settings');
  const cell = page.getByRole('button', { name: tr('检查更新', 'Check for updates') });
  const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
  await expect(cell).toContainText(version);
  await cell.click();
  await expect(
    page.getByRole('status').filter({ hasText: tr('已是最新版本', 'You have the latest version') }),
  ).toBeVisible();
});

test.describe('a new build deployed while a chapter is open', () => {
  // One folder per project and worker: the two languages run this side by side.
  let folder = '';
  let live = '';
  let next = '';
  let server: RunningServer;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern
  test.beforeAll(async ({}, info) => {
    info.setTimeout(180_000);
    folder = `.tmp/e2e-deploy-${process.env.E2E_PORT ?? 'default'}-${info.project.name}-${info.workerIndex}`;
    live = join(folder, 'live');
    next = join(folder, 'next');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    cpSync(DIST, live, { recursive: true });
    // The same sources with another version label: every chunk name changes, as in a real release.
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', next, '--logLevel', 'warn'], {
      env: { ...process.env, MANYUE_BUILD: `next-${info.project.name}` },
      stdio: 'inherit',
    });
    server = await startServerProcess({ DIST_DIR: live, MEDIA_DIR: '.tmp/e2e-media', DEMO_MEDIA: 'lite' });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Replaces the served files with the next build, the way a deploy does. */
  function deploy(): void {
    rmSync(live, { recursive: true, force: true });
    cpSync(next, live, { recursive: true });
  }

  /** The running build's entry script, the last module script ('' while the page is between documents). */
  const entryScript = (page: Page) =>
    page
      .evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].at(-1)?.src ?? '')
      .catch(() => '');

  test('the reader is not reloaded, old chunks keep loading, and the update applies when the reader agrees', async ({
    page,
    context,
    tr,
  }) => {
    test.skip(!existsSync(DIST), 'needs a build');
    // A whole new build installs in the worker meanwhile: more than a usual test's time on a loaded machine.
    test.slow();
    await page.goto(`${server.url}/`);
    await controlled(page);
    const cover = page.locator('[data-testid="work-cover"][href*="manga_index"]').first();
    await expect(cover).toBeVisible();
    await cover.click();
    await page.getByTestId('chapter').first().locator('a').click();
    await expect(page.getByTestId('reader')).toBeVisible();
    const readerUrl = page.url();
    const oldEntry = await entryScript(page);
    const runsNewBuild = async (tab: Page) => {
      const entry = await entryScript(tab);
      return /\/assets\/index-/.test(entry) && entry !== oldEntry;
    };
    // Survives only if the page is never reloaded.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

    // A second tab on the same chapter, running the same build.
    const other = await context.newPage();
    await other.goto(readerUrl);
    await expect(other.getByTestId('reader')).toBeVisible();

    deploy();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = (tab: Page) => tab.getByRole('button', { name: tr('更新', 'Update') });
    await expect(prompt(page)).toBeVisible({ timeout: NEW_BUILD_INSTALL_MS });
    await expect(prompt(other)).toBeVisible();
    expect(await sameDocument()).toBe(true);
    expect(page.url()).toBe(readerUrl);

    // Chunks of the running build that this tab has not loaded yet, and the server no longer has.
    const loadedAlready = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    const gone = precacheUrls(DIST).filter(
      (url) => /^assets\/.*\.js$/.test(url) && !existsSync(join(live, url)) && !loadedAlready.includes(`/${url}`),
    );
    expect(gone.length, 'the old build has chunks the new one does not').toBeGreaterThan(2);
    const load = (url: string) =>
      page.evaluate(async (address) => {
        try {
          await import(/* @vite-ignore */ address);
          return 'loaded';
        } catch (error) {
          return String(error);
        }
      }, `${server.url}/${url}`);
    // While the new worker waits, the old one answers from its precache.
    expect(await load(gone[0]!)).toBe('loaded');

    // The reader in the other tab says yes: that tab reloads into the new build, on its chapter.
    await prompt(other).click();
    await expect.poll(() => runsNewBuild(other)).toBe(true);
    await expect(other.getByTestId('reader')).toBeVisible();
    expect(other.url()).toBe(readerUrl);

    // This tab is now under the new worker but still runs the old build, and is not reloaded;
    // the old build's chunks still load (kept by the new worker when it installed).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toContain('sw.js');
    await expect(prompt(page)).toBeHidden();
    expect(await load(gone[1]!)).toBe('loaded');
    expect(await sameDocument()).toBe(true);
    await expect(page.getByTestId('reader')).toBeVisible();

    // Leaving the reader for another screen brings the new version in.
    await page.goBack();
    await expect.poll(() => sameDocument().catch(() => true)).toBe(false);
    await expect.poll(() => runsNewBuild(page)).toBe(true);
  });
});

test.describe('a returning reader whose worker came with an older build', () => {
  let folder = '';
  let live = '';
  let server: RunningServer;

  /**
   * This build's worker as an older build had it: navigation rules that do not know the cashier's
   * path (as every worker did before payments went on the server's list), the rest the same.
   */
  function olderWorker(): string {
    const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const pay = /([`'"])\/pay\1/g;
    expect(worker.match(pay), 'the server’s list in the built worker').toHaveLength(1);
    return worker.replace(pay, '$1/not-the-cashier$1');
  }

  /** Serves `text` as the site's worker (no precompressed copies: the server would prefer them). */
  function serveWorker(text: string): void {
    for (const twin of ['sw.js.br', 'sw.js.gz']) rmSync(join(live, twin), { force: true });
    writeFileSync(join(live, 'sw.js'), text);
  }

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern
  test.beforeAll(async ({}, info) => {
    info.setTimeout(120_000);
    folder = `.tmp/e2e-older-worker-${process.env.E2E_PORT ?? 'default'}-${info.project.name}-${info.workerIndex}`;
    live = join(folder, 'live');
    rmSync(folder, { recursive: true, force: true });
    cpSync(DIST, live, { recursive: true });
    server = await startServerProcess({ DIST_DIR: live, MEDIA_DIR: '.tmp/e2e-media', DEMO_MEDIA: 'lite' });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  for (const older of ['keeps no list of the server’s paths', 'routes by another list'] as const) {
    test(`one that ${older} is replaced on the next visit, with no prompt to accept, and the cashier is reached`, async ({
      page,
      tr,
    }) => {
      test.skip(!existsSync(DIST), 'needs a build');
      serveWorker(olderWorker());
      await page.goto(`${server.url}/personal/recharge`);
      await controlled(page);
      // Every worker before this build kept no list.
      if (older === 'keeps no list of the server’s paths')
        await page.evaluate((name) => caches.delete(name), CACHE_NAMES.worker);
      // The older worker answers the cashier's address with the app: its 404.
      await page.goto(`${server.url}/pay/sandbox/M1`);
      await expect(page.getByRole('heading', { name: tr('页面不存在', 'Page not found') }).first()).toBeVisible();

      // A deploy; then the reader's next visit, its document answered by the older worker.
      serveWorker(readFileSync(join(DIST, 'sw.js'), 'utf8'));
      await page.addInitScript(() => {
        navigator.serviceWorker?.addEventListener('controllerchange', () => {
          (window as unknown as { __takenOver: boolean }).__takenOver = true;
        });
      });
      await page.goto(`${server.url}/personal/recharge`);
      await page.waitForFunction(() => (window as unknown as { __takenOver?: boolean }).__takenOver === true);

      // Nobody tapped 更新: the reader pays, and comes back paid.
      const balance = page.getByTestId('recharge-balance');
      await expect(balance).toHaveText('100');
      await page.getByTestId('gold-pack').first().click();
      await page.getByTestId('recharge-pay').click();
      await expect(page.getByTestId('sandbox-badge')).toBeVisible();
      await page.getByTestId('sandbox-pay').click();
      await expect(page).toHaveURL(/\/personal\/recharge\?.*order=M/);
      await expect(page.getByTestId('order-result')).toHaveAttribute('data-tone', 'ok');
      await expect(balance).toHaveText('160');
    });
  }
});
