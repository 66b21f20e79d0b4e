/**
 * The home's startup overlay against the real server, on its own server and
 * database (playwright.config.ts, port 8182): each test writes the site settings and notices it
 * needs straight into that SQLite file, which the server reads on every request, then opens `/`.
 * The two projects (zh-CN, en-US) share that database, so a lock file keeps one of them at a time
 * inside this spec, and its tests run in order.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { XSS_CORPUS, XSS_FLAG } from '../../src/core/notice-html/xss-corpus';
import { expect, type Lang, test } from './fixtures';

// The same port and folder as the overlay server of playwright.config.ts.
const OVERLAY_PORT = Number(process.env.E2E_OVERLAY_PORT ?? 8182);
const OVERLAY_DIR = process.env.E2E_OVERLAY_PORT ? `.tmp/e2e-overlay-${OVERLAY_PORT}` : '.tmp/e2e-overlay';
const DB_FILE = fileURLToPath(new URL(`../../${OVERLAY_DIR}/manyue.db`, import.meta.url));
const LOCK_DIR = fileURLToPath(new URL(`../../${OVERLAY_DIR}/spec.lock`, import.meta.url));

test.use({
  baseURL: `http://127.0.0.1:${OVERLAY_PORT}`,
  seenNotices: [],
  // The readers this is for: "a day" is a day in China, whatever the machine's zone.
  timezoneId: 'Asia/Shanghai',
});
test.describe.configure({ mode: 'serial' });

// ---------------------------------------------------------------------------------------------
// The database: site settings and notices as each test needs them.

interface NoticeRow {
  id: number;
  type: number;
  title: string;
  content?: string;
  show_frequency: number;
}

/** The demo settings a fresh database holds (server/db/seed.ts), to restore before each test. */
let baseSettings: Record<string, string> = {};

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_FILE);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

function seed({ settings = {}, notices = [] }: { settings?: Record<string, string>; notices?: NoticeRow[] }) {
  withDb((db) =>
    db.transaction(() => {
      db.prepare('DELETE FROM site_config').run();
      const setting = db.prepare('INSERT INTO site_config (name, value) VALUES (?, ?)');
      for (const [name, value] of Object.entries({ ...baseSettings, ...settings })) setting.run(name, value);
      db.prepare('DELETE FROM notices').run();
      const notice = db.prepare(
        'INSERT INTO notices (id, type, title, content, show_frequency, content_type, sort, enabled) VALUES (?, ?, ?, ?, ?, 1, ?, 1)',
      );
      notices.forEach((n, i) => {
        notice.run(n.id, n.type, n.title, n.content ?? `<p>${n.title}的内容</p>`, n.show_frequency, i);
      });
    })(),
  );
}

// ---------------------------------------------------------------------------------------------
// One project at a time in this database: a lock directory (mkdir is atomic), freed after the
// spec, or taken over when the process that held it is gone.

async function lock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(`${LOCK_DIR}/pid`, String(process.pid));
      return;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(`${LOCK_DIR}/pid`, 'utf8'));
        process.kill(holder, 0);
      } catch {
        // No pid yet (just taken) or a dead holder: a dead one's lock is cleared after a moment.
        if (holder) rmSync(LOCK_DIR, { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await lock();
  baseSettings = withDb((db) =>
    Object.fromEntries(
      (db.prepare('SELECT name, value FROM site_config').all() as Array<{ name: string; value: string }>)
        .filter((row) => !['open_screen_switch', 'app_download_url', 'site_statis', 'iframe_list'].includes(row.name))
        .map((row) => [row.name, row.value]),
    ),
  );
  baseSettings.open_screen_switch = '0';
});

test.afterAll(() => {
  seed({});
  rmSync(LOCK_DIR, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------

/**
 * Opens the home and waits until both notice lists have been answered and the overlay has had
 * time to decide: for the tests that check that nothing shows up.
 */
async function openHomeAndSettle(page: Page, reload = false): Promise<void> {
  let answered = 0;
  const lists = new Promise<void>((resolve) => {
    page.on('response', (response) => {
      if (response.url().endsWith('/api2/noticeList.html') && ++answered === 2) resolve();
    });
  });
  await (reload ? page.reload() : page.goto('/'));
  await lists;
  await page.waitForTimeout(600);
}

/** Stops the page's fake clock about now (pauseAt wants a time still ahead when it arrives). */
async function pauseClock(page: Page): Promise<void> {
  for (let margin = 200; ; margin *= 2) {
    try {
      await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + margin));
      return;
    } catch (error) {
      if (margin > 5000) throw error;
    }
  }
}

const t = (lang: Lang) => (zh: string, en: string) => (lang === 'en-US' ? en : zh);
/** Local times in China (the spec's readers), as the tests' "days". */
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+08:00`);

test('notices: type 2 in the swipe pop-up first, then the others; frequency 3 once, 2 once a day', async ({
  page,
  lang,
}) => {
  const tr = t(lang);
  seed({
    notices: [
      { id: 101, type: 1, title: '每日公告', show_frequency: 2 },
      { id: 102, type: 2, title: '欢迎新读者', show_frequency: 3 },
      { id: 103, type: 2, title: '每次都提醒', show_frequency: 1 },
    ],
  });
  // Both types are requested: the server answers each list with that type only, so
  // notices of both on screen mean both lists were asked for. (The body is streamed: not readable here.)
  let listCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api2/noticeList.html')) listCalls++;
  });
  const dialog = page.getByRole('dialog');
  const gotIt = dialog.getByRole('button', { name: tr('我知道了', 'Got it') });

  // Day 1, first visit: all three, one at a time.
  await page.clock.setFixedTime(at('2025-03-10'));
  await page.goto('/');
  await expect(dialog).toHaveAccessibleName('欢迎新读者');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByTestId('notice-swiper')).toContainText('欢迎新读者的内容');
  await expect(page.getByTestId('notice-swiper')).toContainText(tr('第 1 条，共 2 条', 'Notice 1 of 2'));
  await expect(dialog).toHaveCount(1);
  await gotIt.click();
  await expect(dialog).toHaveAccessibleName('每次都提醒');
  await expect(page.getByTestId('notice-swiper')).toContainText(tr('第 2 条，共 2 条', 'Notice 2 of 2'));
  await gotIt.click();
  await expect(dialog).toHaveAccessibleName('每日公告');
  await expect(page.getByTestId('notice-dialog')).toBeVisible();
  await gotIt.click();
  await expect(dialog).toHaveCount(0);
  expect(listCalls).toBe(2);

  const record = JSON.parse((await page.evaluate(() => localStorage.getItem('show_frequency'))) ?? '{}');
  expect(record[101]).toEqual({ id: 101, show_frequency: 2, content_type: 1, date: '2025-03-10' });
  expect(Object.keys(record).sort()).toEqual(['101', '102', '103']);

  // Day 1, later (just before midnight in China): only the every-time notice.
  await page.clock.setFixedTime(at('2025-03-10', '23:59'));
  await page.reload();
  await expect(dialog).toHaveAccessibleName('每次都提醒');
  await gotIt.click();
  await expect(dialog).toHaveCount(0);

  // Day 2: the daily one is back, the once-only one is not.
  for (const day of ['2025-03-11', '2025-03-20']) {
    await page.clock.setFixedTime(at(day, '00:01'));
    await page.reload();
    await expect(dialog).toHaveAccessibleName('每次都提醒');
    await gotIt.click();
    await expect(dialog).toHaveAccessibleName('每日公告');
    await gotIt.click();
    await expect(dialog).toHaveCount(0);
  }
});

test('notices: 应用中心 moves on and opens the application page; the next waits on the home', async ({
  page,
  lang,
}) => {
  const tr = t(lang);
  seed({
    notices: [
      { id: 201, type: 1, title: '新应用上架', show_frequency: 1 },
      { id: 202, type: 1, title: '第二条公告', show_frequency: 1 },
    ],
  });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('新应用上架');
  await dialog.getByRole('button', { name: tr('应用中心', 'App centre') }).click();
  await expect(page).toHaveURL(/\/personal\/application$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('app').first()).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveAccessibleName('第二条公告');
  await dialog.getByRole('button', { name: tr('我知道了', 'Got it') }).click();
  await expect(dialog).toHaveCount(0);
});

test('notices: focus moves in, Tab stays in, Escape is 我知道了, the page does not scroll behind', async ({
  page,
  lang,
}) => {
  const tr = t(lang);
  seed({
    notices: [
      {
        id: 301,
        type: 1,
        title: '第一条',
        show_frequency: 1,
        content: '<p>见 <a href="https://example.com/">链接</a></p>',
      },
      { id: 302, type: 1, title: '第二条', show_frequency: 1 },
    ],
  });
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('第一条');
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  // Links in a notice open a new tab without a handle on the app.
  const link = dialog.getByRole('link', { name: '链接' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (const name of [tr('应用中心', 'App centre'), tr('我知道了', 'Got it')]) {
    const box = await dialog.getByRole('button', { name }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAccessibleName('第二条');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('no notices and no iframe items: nothing covers the home', async ({ page, lang }) => {
  seed({});
  await openHomeAndSettle(page);
  await expect(page.getByRole('link', { name: t(lang)('我的', 'Me') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('splash: only with open_screen_switch 1; counts down each second, moves every 3 s, hides at 0', async ({
  page,
  lang,
}) => {
  const tr = t(lang);
  // 20 s: the clock runs on its own until the splash is up, which a loaded machine makes seconds.
  seed({ settings: { open_screen_switch: '1', open_screen_time: '20', open_screen_url: '/vip' } });
  // Fake timers that run on their own while the app loads (React's own timers need them), then
  // stop once the splash is up, so that each second is stepped by hand.
  await page.clock.install({ time: at('2025-03-10') });
  await page.goto('/');

  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await pauseClock(page);
  await expect(splash).toHaveAccessibleName(tr('广告', 'Ad'));
  await expect(splash.getByText(tr('广告', 'Ad'), { exact: true })).toBeVisible();
  // Every slide links to open_screen_url (our own page: routed in the app).
  await expect(splash.locator('a[href$="/vip"]')).toHaveCount(3);

  const countdown = page.getByTestId('splash-countdown');
  const left = Number(await countdown.textContent());
  expect(left).toBeGreaterThanOrEqual(6);
  expect(left).toBeLessThanOrEqual(20);
  // Any 1000 ms holds exactly one tick of a 1 s timer, whatever its phase.
  await page.clock.runFor(1000);
  await expect(countdown).toHaveText(String(left - 1));
  await page.clock.runFor(1000);
  await expect(countdown).toHaveText(String(left - 2));

  // Any 3000 ms moves the carousel on by exactly one slide.
  const slides = splash.locator('li');
  const current = async () => await slides.evaluateAll((li) => li.findIndex((el) => el.hasAttribute('data-current')));
  const before = await current();
  await page.clock.runFor(3000);
  await expect.poll(current).toBe((before + 1) % 3);
  await expect(countdown).toHaveText(String(left - 5));

  await page.clock.runFor((left - 6) * 1000);
  await expect(countdown).toHaveText('1');
  await page.clock.runFor(1000);
  await expect(splash).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('splash: 进入 skips it, then the notices follow', async ({ page, lang }) => {
  const tr = t(lang);
  seed({
    settings: { open_screen_switch: '1', open_screen_time: '5' },
    notices: [{ id: 401, type: 1, title: '开屏之后', show_frequency: 1 }],
  });
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  // Focus is on 进入 at once, for keyboards and screen readers.
  await expect(splash.getByRole('button', { name: tr('进入', 'Enter') })).toBeFocused();
  await splash.getByRole('button', { name: tr('进入', 'Enter') }).click();
  await expect(splash).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveAccessibleName('开屏之后');
});

test('splash: not shown when open_screen_switch is not 1', async ({ page }) => {
  seed({ settings: { open_screen_switch: '0', open_screen_time: '5' } });
  await openHomeAndSettle(page);
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('iframe items: one by one, each moved on only by a message from that frame', async ({ page, lang }) => {
  // The items are another site's pages: served here by the browser, our server is not mocked.
  await page.route('https://frames.manyue.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>item</title><h1>${new URL(route.request().url()).pathname}</h1>
        <button onclick="parent.postMessage('done', '*')">done</button>`,
    }),
  );
  seed({
    settings: {
      iframe_list: JSON.stringify([
        { load_url: 'https://frames.manyue.test/one' },
        { load_url: 'javascript:alert(1)' },
        { load_url: 'https://frames.manyue.test/two' },
      ]),
    },
    notices: [{ id: 501, type: 1, title: '活动之后', show_frequency: 1 }],
  });
  await page.goto('/');
  const item = page.getByTestId('iframe-item');
  const frame = item.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://frames.manyue.test/one');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(page.frameLocator('iframe').getByRole('heading')).toHaveText('/one');

  // A message from our own window (right origin for nothing, wrong window) does not move it on.
  await page.evaluate(() => window.postMessage('done', '*'));
  await page.waitForTimeout(300);
  await expect(frame).toHaveAttribute('src', 'https://frames.manyue.test/one');

  await page.frameLocator('iframe').getByRole('button', { name: 'done' }).click();
  await expect(frame).toHaveAttribute('src', 'https://frames.manyue.test/two');
  await expect(page.frameLocator('iframe').getByRole('heading')).toHaveText('/two');
  // A page that never answers does not hold the reader: 跳过 moves on too.
  await item.getByRole('button', { name: t(lang)('跳过', 'Skip') }).click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName('活动之后');
});

test.describe('the notice sanitiser', () => {
  // The CSP would block inline scripts anyway: switched off here so that only the sanitiser
  // stands between each payload and the page.
  test.use({ bypassCSP: true });

  for (const path of ['setHTML', 'DOMPurify'] as const)
    test(`no payload of the XSS corpus runs, through the real notice pop-ups (${path})`, async ({ page, lang }) => {
      test.setTimeout(120_000);
      // Chromium has the HTML Sanitizer API: without it, the app falls back to DOMPurify.
      if (path === 'DOMPurify')
        await page.addInitScript(() => {
          delete (Element.prototype as { setHTML?: unknown }).setHTML;
        });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const tr = t(lang);
      seed({
        notices: XSS_CORPUS.map((payload, i) => ({
          id: 1000 + i,
          type: i % 3 === 0 ? 2 : 1,
          title: `XSS ${i} ${payload.name}`,
          content: payload.html,
          show_frequency: 1,
        })),
      });
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        d.dismiss().catch(() => {});
      });
      await page.goto('/');
      expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(path === 'setHTML');
      const dialog = page.getByRole('dialog');
      const flag = () => page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], XSS_FLAG);

      const order = [
        ...XSS_CORPUS.map((p, i) => ({ ...p, i })).filter(({ i }) => i % 3 === 0),
        ...XSS_CORPUS.map((p, i) => ({ ...p, i })).filter(({ i }) => i % 3 !== 0),
      ];
      for (const { name, i } of order) {
        await expect(dialog).toHaveAccessibleName(`XSS ${i} ${name}`);
        const content = dialog.locator(`[id$="-content"]`);
        await expect(content).toHaveAttribute('data-sanitised', 'true');
        // Let images fail and animations start: an event handler would have run by now.
        await page.waitForTimeout(150);
        const found = await content.evaluate((root) => {
          const bad: string[] = [];
          for (const el of root.querySelectorAll('*')) {
            if (/^(script|iframe|object|embed|svg|math|style|form|input|button|meta|base|template)$/i.test(el.tagName))
              bad.push(el.tagName);
            for (const attribute of el.attributes) {
              if (/^on/i.test(attribute.name)) bad.push(`${el.tagName}[${attribute.name}]`);
              if (/^\s*(javascript|data|vbscript):/i.test(attribute.value))
                bad.push(`${el.tagName}[${attribute.name}=…]`);
            }
          }
          return bad;
        });
        expect(found, name).toEqual([]);
        expect(await flag(), name).toBeUndefined();
        await dialog.getByRole('button', { name: tr('我知道了', 'Got it') }).click();
      }
      await expect(dialog).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(await flag()).toBeUndefined();
      // DOMPurify is downloaded only where the browser does not sanitise by itself.
      expect(scripts.some((p) => p.includes('/sanitize-notice-'))).toBe(path === 'DOMPurify');
      expect(dialogs).toEqual([]);

      // The harness does see a payload that runs: the same markup, unsanitised, sets the flag.
      await page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<img src="/no-such.png" onerror="top.__xssHit=1">');
      });
      await expect.poll(flag).toBe(1);
    });
});

test('app-open banner: links to app_download_url, closes for the day, never inside the app', async ({ page, lang }) => {
  const tr = t(lang);
  seed({ settings: { app_download_url: 'https://app.manyue.test/download' } });
  await page.clock.setFixedTime(at('2025-03-10'));
  await page.goto('/');
  const banner = page.getByTestId('app-banner');
  await expect(banner).toContainText(tr('打开 App，阅读更流畅', 'Open the app for smoother reading'));
  const open = banner.getByRole('link', { name: tr('打开', 'Open') });
  await expect(open).toHaveAttribute('href', 'https://app.manyue.test/download');
  expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await banner.getByRole('button', { name: tr('关闭', 'Close') }).click();
  await expect(banner).toHaveCount(0);

  await openHomeAndSettle(page, true);
  await expect(banner).toHaveCount(0);

  await page.clock.setFixedTime(at('2025-03-11'));
  await page.reload();
  await expect(banner).toBeVisible();

  // Inside the native wrapper (isApp=1) there is no banner.
  await page.evaluate(() => localStorage.setItem('isApp', '1'));
  await openHomeAndSettle(page, true);
  await expect(banner).toHaveCount(0);
});

test('site_statis: its script is added once per page load, async', async ({ page, lang }) => {
  seed({ settings: { site_statis: 'https://stats.manyue.test/s.js?site=1' } });
  await page.route('https://stats.manyue.test/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__stats = (window.__stats || 0) + 1;' }),
  );
  await page.goto('/');
  const script = page.locator('script[data-site-statis]');
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('src', 'https://stats.manyue.test/s.js?site=1');
  expect(await script.evaluate((node) => (node as HTMLScriptElement).async)).toBe(true);
  // Away and back to the (kept-alive) home: still one.
  const tr = t(lang);
  const tabs = page.getByRole('navigation', { name: tr('主导航', 'Main') });
  await tabs.getByRole('link', { name: tr('我的', 'Me') }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await tabs.getByRole('link', { name: tr('漫画', 'Comics') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(script).toHaveCount(1);
});
