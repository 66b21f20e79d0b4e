/**
 * The server's first paint (server/document/first-paint.ts) of the home, a detail, a comic's first
 * pages, a novel's first page and a video's page: it shows before any script has run, lies exactly where the app then shows the same (every
 * element it draws, in the app's type and colours), and makes way for the app's screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIRST_PAINT = '#manyue-first-paint';

// Every document here comes from the server: a service worker would answer with the plain shell.
test.use({ serviceWorkers: 'block' });

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
};

test('the banner is painted before any script runs, where the app then shows it', async ({ page, lang }) => {
  // None of the app's scripts: what the document itself paints.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const image = page.locator(`${FIRST_PAINT} img`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The texts are the first visit's language; a kept other language keeps their place unseen.
  const search = page.locator(`${FIRST_PAINT} .t`).first();
  if (lang === 'zh-CN') await expect(search).toHaveText('搜索漫画、小说、视频');
  else await expect(search).toBeHidden();
  const painted = await boxOf(page, `${FIRST_PAINT} img`);
  // The page's icon sprite, written before the paint, takes no room: the paint starts at the top.
  expect(await page.locator('body > svg').first().boundingBox()).toBeNull();
  expect((await boxOf(page, `${FIRST_PAINT} header`)).y).toBe(0);

  // With the scripts: the app's banner in the same place, and the first paint gone.
  await page.unroute('**/assets/*.js');
  await page.reload();
  const banner = page.getByTestId('home-feed').locator('img').first();
  await expect(banner).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await boxOf(page, '[data-testid="home-feed"] img');
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown[key] - painted[key])).toBeLessThan(1);
});

test('the stylesheets written into the document are never requested', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The links the document keeps for the sheets it holds (server/document/inline-styles.ts).
  const inlined = await page
    .locator('link[rel="stylesheet"][type="text/x-inlined"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(inlined.length).toBeGreaterThan(0);
  // Once the app is in, its screen's own sheets have come: none of them is one the document holds.
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  for (const sheet of inlined) expect(sheets).not.toContain(sheet);
});

test('once the app is in, the first paint is gone and the home answers taps', async ({ page, tr }) => {
  await page.goto('/');
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  await page
    .getByRole('link', { name: tr('小说', 'Novels'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/novel$/);
});

test('leaving the home before its banner is in takes the first paint away', async ({ page, tr }) => {
  // Images never arrive: the first paint waits for the app's banner, which never settles.
  await page.route('**/media/**', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('home-feed')).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(1);
  await page.getByRole('link', { name: tr('我的', 'Me'), exact: true }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
});

test('a detail’s hero and description are painted before any script runs, where the app then shows them', async ({
  page,
}) => {
  await page.goto('/');
  const link = await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().getAttribute('href');
  if (!link) throw new Error('no comic on the home');
  const hero = [`${FIRST_PAINT} img`, `${FIRST_PAINT} .fp-e p`];

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(link);
  await expect(page.locator(`${FIRST_PAINT} img`)).toBeVisible();
  await expect(page.locator(`${FIRST_PAINT} .fp-e p`)).toBeVisible();
  const painted = await Promise.all(hero.map((selector) => boxOf(page, selector)));

  await page.unroute('**/assets/*.js');
  await page.reload();
  const detail = page.getByTestId('work-detail');
  await expect(detail.locator('img').first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await Promise.all(
    ['[data-testid="work-detail"] img', '[data-testid="work-detail"] section p'].map((selector) =>
      boxOf(page, selector),
    ),
  );
  for (const [i, box] of shown.entries())
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box[key] - (painted[i]?.[key] ?? Number.NaN)), `${hero[i]} ${key}`).toBeLessThan(1);
});

test('a comic’s first pages are painted before any script runs, where the reader then shows them', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().click();
  // The first chapter: free, and with no chapter before it (no card above its first page).
  const href = await page.getByTestId('chapter').first().locator('a').getAttribute('href');
  if (!href) throw new Error('no chapter on the detail');

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(href);
  const placeholder = page.locator(`${FIRST_PAINT} i`).first();
  await expect(placeholder).toHaveText('1');
  const painted = await boxOf(page, `${FIRST_PAINT} i`);
  const everyPainted = await page
    .locator(`${FIRST_PAINT} i`)
    .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));

  await page.unroute('**/assets/*.js');
  // Images never arrive: the reader's first page stays its placeholder, as the document printed it.
  await page.route('**/media/**', () => {});
  await page.reload();
  await expect(page.getByTestId('reader')).toBeVisible();
  await expect(page.locator('[data-phase="loading"]').first()).toBeVisible();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await boxOf(page, '[data-phase]');
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(shown[key] - painted[key]), key).toBeLessThan(1);
  // And every page printed, not only the first.
  const everyShown = await page
    .locator('[data-phase]')
    .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  for (const [i, box] of everyPainted.entries())
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((everyShown[i]?.[key] ?? Number.NaN) - box[key]), `page ${i + 1} ${key}`).toBeLessThan(1);
});

/**
 * What the first paint draws and where the app draws the same, screen by screen: the first paint
 * is a hand-written copy of the app's layout (server/document/first-paint.ts), so each of its
 * elements is checked against the app's — its box, and the type and colours it is drawn in.
 * What depends on the language (a text's width, the hero's facts column, sized by its longest line)
 * is compared where the first paint's language shows.
 */
interface Pair {
  name: string;
  painted: string;
  shown: string;
  /** Computed styles that must match too. */
  styles?: readonly (keyof CSSStyleDeclaration & string)[];
  /** Compared in zh-CN only: the first paint's texts are the first visit's language. */
  zhOnly?: boolean;
}

const TEXT = ['fontSize', 'fontWeight', 'lineHeight', 'color'] as const;
const BOX = ['backgroundColor', 'borderTopLeftRadius'] as const;

const HOME_PAIRS: Pair[] = [
  { name: 'brand', painted: '.fp-b', shown: 'header:has(a[href="/search"]) > span', styles: TEXT },
  { name: 'search entry', painted: '.fp-s', shown: 'header a[href="/search"]', styles: [...TEXT, ...BOX] },
  {
    name: 'current channel',
    painted: '.fp-m span:nth-child(1)',
    shown: 'nav a:nth-child(1)',
    styles: TEXT,
    zhOnly: true,
  },
  { name: 'next channel', painted: '.fp-m span:nth-child(2)', shown: 'nav a:nth-child(2)', styles: TEXT, zhOnly: true },
  { name: 'channel menu', painted: '.fp-m', shown: 'nav:has(a[aria-current])', styles: BOX },
  { name: 'banner', painted: '.fp-w img', shown: '[data-testid="home-feed"] img' },
  { name: 'banner title', painted: '.fp-w strong', shown: '[data-testid="home-feed"] a strong', styles: TEXT },
];

const DETAIL_PAIRS: Pair[] = [
  { name: 'bar title', painted: '.fp-n h1', shown: 'header h1', styles: TEXT, zhOnly: true },
  { name: 'cover', painted: '.fp-v img', shown: '[data-testid="work-detail"] img' },
  { name: 'title', painted: '.fp-f h2', shown: '[data-testid="work-detail"] h1', styles: TEXT, zhOnly: true },
  {
    name: 'author',
    painted: '.fp-f p:nth-of-type(1)',
    shown: '[data-testid="work-detail"] h1 + p',
    styles: TEXT,
    zhOnly: true,
  },
  {
    name: 'score',
    painted: '.fp-f b',
    shown: '[data-testid="work-detail"] h1 + p + p > span:first-child',
    styles: TEXT,
    zhOnly: true,
  },
  {
    name: 'status',
    painted: '.fp-f em',
    shown: '[data-testid="work-status"] > span:first-child',
    styles: [...TEXT, ...BOX],
    zhOnly: true,
  },
  {
    name: 'first tag',
    painted: '.fp-k span',
    shown: '[data-testid="work-status"] + p > span',
    styles: [...TEXT, ...BOX],
    zhOnly: true,
  },
  { name: 'description', painted: '.fp-e p', shown: '[data-testid="work-detail"] section p', styles: TEXT },
];

const VIDEO_PAIRS: Pair[] = [
  { name: 'bar title', painted: '.fp-n h1', shown: 'header h1', styles: TEXT },
  { name: 'poster', painted: '.fp-p img', shown: '[data-testid="player"] img', styles: ['borderTopLeftRadius'] },
  { name: 'title', painted: '.fp-i h2', shown: '[data-testid="video-title"]', styles: TEXT, zhOnly: true },
  { name: 'favourite', painted: '.fp-i > div > span', shown: '[data-testid="favorite"]', styles: TEXT, zhOnly: true },
  { name: 'facts', painted: '.fp-i > p', shown: '[data-testid="video-page"] section > p', styles: TEXT, zhOnly: true },
  {
    name: 'first tag',
    painted: '.fp-i .fp-k span',
    shown: '[data-testid="video-page"] section > p + p > span',
    styles: [...TEXT, ...BOX],
    zhOnly: true,
  },
];

const NOVEL_PAIRS: Pair[] = [
  { name: 'chapter line', painted: '.fp-ot', shown: '[data-testid="novel-pager"] > p', styles: TEXT },
  { name: 'heading', painted: '.fp-ob h2', shown: '[data-testid="novel-page-strip"] h2', styles: TEXT },
  { name: 'first paragraph', painted: '.fp-ob p', shown: '[data-testid="novel-page-strip"] p', styles: TEXT },
  // Each paragraph's box follows the lines of those before it: the third one checks the line breaks.
  {
    name: 'third paragraph',
    painted: '.fp-ob p:nth-of-type(3)',
    shown: '[data-testid="novel-page-strip"] p:nth-of-type(3)',
  },
  { name: 'progress', painted: '.fp-oe span + span', shown: '[data-testid="novel-page"] + span', styles: TEXT },
];

/** Each selector's first element: its box and the styles asked for. */
async function measure(page: Page, pairs: readonly Pair[], side: 'painted' | 'shown') {
  return Promise.all(
    pairs.map(async (pair) => {
      const selector = side === 'painted' ? `${FIRST_PAINT} ${pair.painted}` : pair.shown;
      const element = page.locator(selector).first();
      await expect(element, `${pair.name}: ${selector}`).toBeVisible();
      return element.evaluate((el, names) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Where it lies in the layout, whatever a scroller around it moved to since (the banner
        // carousel plays on by itself: on a loaded machine it may have turned before this runs).
        let [left, top] = [0, 0];
        for (let up = el.parentElement; up; up = up.parentElement)
          [left, top] = [left + up.scrollLeft, top + up.scrollTop];
        return {
          box: { x: box.x + left, y: box.y + top, width: box.width, height: box.height },
          styles: Object.fromEntries(
            names.map((name) => [name, style.getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))]),
          ),
        };
      }, pair.styles ?? []);
    }),
  );
}

async function comparePaintedAndShown(
  page: Page,
  pairs: readonly Pair[],
  lang: string,
  open: { painted: () => Promise<void>; shown: () => Promise<void> },
) {
  const checked = pairs.filter((pair) => lang === 'zh-CN' || !pair.zhOnly);
  await page.route('**/assets/*.js', (route) => route.abort());
  await open.painted();
  const painted = await measure(page, checked, 'painted');
  await page.unroute('**/assets/*.js');
  await open.shown();
  await expect(page.locator(FIRST_PAINT)).toHaveCount(0);
  const shown = await measure(page, checked, 'shown');
  for (const [i, pair] of checked.entries()) {
    const [a, b] = [painted[i], shown[i]];
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((b?.box[key] ?? Number.NaN) - (a?.box[key] ?? Number.NaN)), `${pair.name} ${key}`).toBeLessThan(
        1,
      );
    }
    expect(b?.styles, pair.name).toEqual(a?.styles);
  }
}

test('every element of the home’s first paint lies where the app shows it, in its type and colours', async ({
  page,
  lang,
}) => {
  await comparePaintedAndShown(page, HOME_PAIRS, lang, {
    painted: async () => {
      await page.goto('/');
    },
    shown: async () => {
      await page.reload();
      await expect(page.getByTestId('home-feed').locator('img').first()).toBeVisible();
    },
  });
});

test('every element of a detail’s first paint lies where the app shows it, in its type and colours', async ({
  page,
  lang,
}) => {
  await page.goto('/');
  const link = await page.locator('[data-testid="work-cover"][href*="manga_index"]').first().getAttribute('href');
  if (!link) throw new Error('no comic on the home');
  await comparePaintedAndShown(page, DETAIL_PAIRS, lang, {
    painted: async () => {
      await page.goto(link);
    },
    shown: async () => {
      await page.reload();
      await expect(page.getByTestId('work-detail').locator('img').first()).toBeVisible();
    },
  });
});

test('every element of a video page’s first paint lies where the app shows it, in its type and colours', async ({
  page,
  lang,
}) => {
  await page.goto('/video');
  const link = await page.locator('[data-testid="work-cover"][href*="video_index"]').first().getAttribute('href');
  if (!link) throw new Error('no video on the video home');
  // The clip never arrives: the player keeps its poster, which its first frame would replace.
  await page.route(/\/samples\//, () => {});
  await comparePaintedAndShown(page, VIDEO_PAIRS, lang, {
    painted: async () => {
      await page.goto(link);
    },
    shown: async () => {
      await page.reload();
      await expect(page.getByTestId('player').locator('img')).toBeVisible();
    },
  });
});

test('every element of a novel chapter’s first paint lies where the reader shows it, in its type and colours', async ({
  page,
  lang,
}) => {
  await page.goto('/novel');
  await page.locator('[data-testid="work-cover"][href*="novel_index"]').first().click();
  const href = await page.getByTestId('chapter').first().locator('a').getAttribute('href');
  if (!href) throw new Error('no chapter on the novel’s detail');
  await comparePaintedAndShown(page, NOVEL_PAIRS, lang, {
    painted: async () => {
      await page.goto(href);
    },
    shown: async () => {
      await page.reload();
      await expect(page.getByTestId('novel-page')).not.toBeEmpty();
    },
  });
});
