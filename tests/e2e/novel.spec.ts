/**
 * The novel reader (issue "Novel reader"): the real server and its demo novels, nothing mocked but
 * the browser's own speech synthesis in the read-aloud test (headless Chromium has no voices: the
 * stub lives in the page only, our server is untouched). A novel is opened from its detail, read
 * in paged and scroll mode, set up, reloaded and resized without losing its sentence, bought,
 * downloaded and read offline, read aloud, and continued from the footprint shelf.
 */
import type { Page } from '@playwright/test';
import { expect, openWithWorker, test } from './fixtures';
import { offsetOf, offsetOnScreen, reader, strip } from './novel-helpers';

const READER_LINK = /\/novel\/novel_content\?id=(\d+)&chapter=(\d+)/;

/** The novels on the novel home, by work id. */
async function homeNovels(page: Page): Promise<number[]> {
  await page.goto('/novel');
  const covers = page.locator('[data-testid="work-cover"][href*="novel_index"]');
  await expect(covers.first()).toBeVisible();
  const hrefs = await covers.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(/id=(\d+)/.exec(href)?.[1])).filter((id) => id > 0))];
}

/** From the novel home: the first novel's detail, then 开始阅读. */
async function openFirstNovel(page: Page): Promise<{ workId: number; chapterId: number }> {
  const [workId] = await homeNovels(page);
  await page.goto(`/novel/novel_index?id=${workId}`);
  await page.locator('a[data-testid="read-button"]').click();
  await expect(page).toHaveURL(READER_LINK);
  const [, , chapterId] = READER_LINK.exec(page.url()) ?? [];
  await expect(reader(page)).toHaveAttribute('data-offset', /\d+/);
  return { workId: Number(workId), chapterId: Number(chapterId) };
}

/** A tap on the page at a fraction of its width, in the middle of its height. */
async function tapAt(page: Page, fraction: number) {
  const box = await reader(page).boundingBox();
  if (!box) throw new Error('no reader');
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

async function openSettings(page: Page) {
  await tapAt(page, 0.5);
  await expect(page.getByTestId('reader-menu')).toBeVisible();
  await page.getByTestId('reader-settings-toggle').click();
  await expect(page.getByTestId('novel-settings')).toBeVisible();
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('reader-menu')).toHaveCount(0);
}

test('the catalogue lists the chapters with their marks, orders them and opens the reader', async ({ page, tr }) => {
  const [workId] = await homeNovels(page);
  await page.goto(`/novel/novel_index?id=${workId}`);
  await page.getByTestId('catalogue-link').click();
  await expect(page).toHaveURL(new RegExp(`/novel/novel_catalogue\\?id=${workId}`));
  const rows = page.getByTestId('catalogue-chapter');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('catalogue-count')).toContainText(tr('章', 'chapters'));
  // Access marks: free first chapters, and every row one mark.
  await expect(rows.first().locator('[data-mark="free"]')).toBeVisible();
  const firstIndex = await rows.first().getByTestId('chapter-index').textContent();
  await page.getByTestId('order-toggle').click();
  await expect(page.getByTestId('order-toggle')).toHaveAttribute('data-order', 'desc');
  await expect(rows.first().getByTestId('chapter-index')).not.toHaveText(firstIndex ?? '');
  await page.getByTestId('order-toggle').click();

  // The second chapter opens in the reader; back in the catalogue it is the current one.
  await rows.nth(1).locator('a').click();
  await expect(page).toHaveURL(READER_LINK);
  await expect(reader(page)).toHaveAttribute('data-offset', /\d+/);
  await page.goBack();
  await expect(rows.nth(1)).toHaveAttribute('data-mark', 'current');
  await expect(page.getByTestId('jump-current')).toBeVisible();
});

test('paged mode: taps, swipes and keys turn pages; the last page goes on into the next chapter', async ({ page }) => {
  const { chapterId } = await openFirstNovel(page);
  await expect(reader(page)).toHaveAttribute('data-mode', 'paged');
  await expect(strip(page)).toHaveAttribute('data-page', '0');
  const pages = Number(await strip(page).getAttribute('data-pages'));
  expect(pages).toBeGreaterThan(2);

  await tapAt(page, 0.9);
  await expect(strip(page)).toHaveAttribute('data-page', '1');
  const second = await offsetOf(page);
  expect(second).toBeGreaterThan(0);
  await expect.poll(() => offsetOnScreen(page)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(strip(page)).toHaveAttribute('data-page', '2');
  expect(await offsetOf(page)).toBeGreaterThan(second);
  await tapAt(page, 0.1);
  await expect(strip(page)).toHaveAttribute('data-page', '1');
  expect(await offsetOf(page)).toBe(second);

  // A swipe to the left turns forward.
  const box = await reader(page).boundingBox();
  if (!box) throw new Error('no reader');
  await page.mouse.move(box.x + 300, box.y + 400);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 410, { steps: 6 });
  await page.mouse.up();
  await expect(strip(page)).toHaveAttribute('data-page', '2');

  // To the end of the chapter, and one more: the next chapter's first page, with no loading state.
  for (let at = 2; at < pages - 1; at++) await page.keyboard.press('ArrowRight');
  await expect(strip(page)).toHaveAttribute('data-page', String(pages - 1));
  await page.keyboard.press('ArrowRight');
  await expect(reader(page)).not.toHaveAttribute('data-chapter', String(chapterId));
  await expect(page.getByTestId('novel-skeleton')).toHaveCount(0);
  await expect(strip(page)).toHaveAttribute('data-page', '0');
  await expect(page).not.toHaveURL(new RegExp(`chapter=${chapterId}\\b`));
  // And back: the previous chapter's last page.
  await page.keyboard.press('ArrowLeft');
  await expect(reader(page)).toHaveAttribute('data-chapter', String(chapterId));
  await expect(strip(page)).toHaveAttribute('data-page', String(pages - 1));
});

test('every setting applies and is kept; the sentence stays through type changes, a reload, a mode switch and a rotation', async ({
  page,
  tr,
}) => {
  await openFirstNovel(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(strip(page)).toHaveAttribute('data-page', '2');
  const offset = await offsetOf(page);
  expect(offset).toBeGreaterThan(0);

  await openSettings(page);
  const paragraph = page.locator('p[data-start]').first();
  const before = await paragraph.evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize));
  await page.getByTestId('font-bigger').click();
  await expect(page.getByTestId('font-size-value')).toHaveText(String(before + 2));
  await expect.poll(() => paragraph.evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize))).toBe(before + 2);
  await page.getByTestId('setting-line-height').getByText(tr('宽松', 'Relaxed'), { exact: true }).click();
  await expect
    .poll(() =>
      paragraph.evaluate(
        (p) => Number.parseFloat(getComputedStyle(p).lineHeight) / Number.parseFloat(getComputedStyle(p).fontSize),
      ),
    )
    .toBeCloseTo(2, 1);
  await page.getByTestId('setting-margin').getByText(tr('宽', 'Wide'), { exact: true }).click();
  await expect(reader(page)).toHaveAttribute('style', /--novel-margin: 32px/);
  await page.getByTestId('setting-theme').getByText(tr('羊皮纸', 'Sepia'), { exact: true }).click();
  await expect(reader(page)).toHaveAttribute('data-theme', 'sepia');
  await expect(reader(page)).toHaveCSS('background-color', 'rgb(243, 233, 210)');
  await page.getByTestId('setting-font').getByText(tr('宋体', 'Serif'), { exact: true }).click();
  await expect(paragraph).toHaveCSS('font-family', /serif/i);
  await expect(paragraph).toHaveCSS('font-family', /Songti/);
  await page.getByTestId('setting-animation').getByText(tr('无动画', 'None'), { exact: true }).click();
  await page.getByTestId('brightness').fill('60');
  await expect(page.locator('[aria-hidden="true"][style*="opacity"]').last()).toHaveAttribute('style', /opacity: 0\.4/);
  await closeMenu(page);

  // The same sentence: the offset kept, and its character on the page shown.
  expect(await offsetOf(page)).toBe(offset);
  await expect.poll(() => offsetOnScreen(page)).toBe(true);
  // The text font is the system's: nothing downloaded to read.
  expect(
    await page.evaluate(
      () => performance.getEntriesByType('resource').filter((r) => /\.(woff2?|ttf|otf)/.test(r.name)).length,
    ),
  ).toBe(0);

  await page.reload();
  await expect(reader(page)).toHaveAttribute('data-offset', String(offset));
  await expect(reader(page)).toHaveAttribute('data-theme', 'sepia');
  await expect(reader(page)).toHaveAttribute('data-font', 'serif');
  await expect.poll(() => offsetOnScreen(page)).toBe(true);

  // The system's dark theme wins over the paper colour.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(reader(page)).toHaveCSS('background-color', 'rgb(20, 20, 22)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Scroll mode, on the same sentence.
  await openSettings(page);
  await page.getByTestId('setting-mode').getByText(tr('滚动', 'Scroll'), { exact: true }).click();
  await closeMenu(page);
  await expect(reader(page)).toHaveAttribute('data-mode', 'scroll');
  await expect(page.getByTestId('novel-scroll')).toBeVisible();
  expect(await offsetOf(page)).toBe(offset);
  await expect.poll(() => offsetOnScreen(page)).toBe(true);

  // A rotation: the layout changes, the sentence stays.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(() => offsetOnScreen(page)).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => offsetOnScreen(page)).toBe(true);
  expect(Math.abs((await offsetOf(page)) - offset)).toBeLessThan(60);
});

test('scroll mode appends the next chapter as the reader reaches the end', async ({ page, tr }) => {
  const { chapterId } = await openFirstNovel(page);
  await openSettings(page);
  await page.getByTestId('setting-mode').getByText(tr('滚动', 'Scroll'), { exact: true }).click();
  await closeMenu(page);
  const column = page.getByTestId('novel-scroll');
  await expect(column.locator('section[data-chapter]')).toHaveCount(1);
  await expect(async () => {
    await column.evaluate((el) => el.scrollBy(0, el.clientHeight));
    await expect(column.locator('section[data-chapter]')).toHaveCount(2, { timeout: 300 });
  }).toPass({ timeout: 15_000 });
  // Reading on into it: the reader (and the address) follow.
  await expect(async () => {
    await column.evaluate((el) => el.scrollBy(0, el.clientHeight));
    await expect(reader(page)).not.toHaveAttribute('data-chapter', String(chapterId), { timeout: 300 });
  }).toPass({ timeout: 15_000 });
  await expect(page).not.toHaveURL(new RegExp(`chapter=${chapterId}\\b`));
});

/** A gold chapter of a demo novel (its catalogue row's link and price), looked for in both orders. */
async function goldNovelChapter(page: Page): Promise<{ href: string; price: number }> {
  for (const id of await homeNovels(page)) {
    for (const order of ['asc', 'desc']) {
      await page.goto(`/novel/novel_catalogue?id=${id}&order=${order}`);
      const rows = page.getByTestId('catalogue-chapter');
      await expect(rows.first()).toBeVisible();
      const gold = rows.filter({ has: page.locator('[data-mark="gold"]') }).first();
      if ((await gold.count()) === 0) continue;
      const href = (await gold.locator('a').getAttribute('href')) ?? '';
      const price = Number(/(\d+)/.exec((await gold.locator('[data-mark="gold"]').textContent()) ?? '')?.[1]);
      return { href, price };
    }
  }
  throw new Error('no demo novel with a gold chapter');
}

test('a locked chapter shows its opening above the lock, and is bought with the starting gold', async ({
  page,
  tr,
}) => {
  const target = await goldNovelChapter(page);
  await page.goto(target.href);
  const sheet = page.getByTestId('purchase-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(tr('购买本章', 'Buy this chapter'));
  await expect(sheet.getByTestId('purchase-price')).toContainText(String(target.price));
  // The preview: the chapter's first paragraphs, as text.
  const preview = page.getByTestId('novel-preview');
  await expect(preview.locator('p[data-start]').first()).toHaveText(/\S{10,}/);
  await sheet.getByTestId('purchase-buy').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('novel-locked')).toHaveCount(0);
  await expect(strip(page)).toHaveAttribute('data-pages', /\d+/);
  await page.reload();
  await expect(strip(page)).toBeVisible();
  await expect(sheet).toHaveCount(0);
});

test('read-aloud reads sentence by sentence, highlighted, pauses, and stops when the reader leaves', async ({
  page,
}) => {
  // Headless Chromium has no voices: the browser's speech synthesis is replaced in the page (only
  // there), by one that says every utterance it is given and ends it when the test says so.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; rate: number; end: () => void }[] = [];
    const state = { paused: false, cancels: 0 };
    (window as unknown as Record<string, unknown>).__speech = { spoken, state };
    const synth = {
      speaking: false,
      getVoices: () => [],
      speak(u: SpeechSynthesisUtterance) {
        spoken.push({ text: u.text, lang: u.lang, rate: u.rate, end: () => u.onend?.(new Event('end') as never) });
      },
      cancel() {
        state.cancels += 1;
      },
      pause() {
        state.paused = true;
      },
      resume() {
        state.paused = false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
  await openFirstNovel(page);
  await tapAt(page, 0.5);
  await page.getByTestId('read-aloud').click();
  await expect(reader(page)).toHaveAttribute('data-reading', 'playing');
  const spoken = () =>
    page.evaluate(() =>
      (window as never as { __speech: { spoken: { text: string }[] } }).__speech.spoken.map((u) => u.text),
    );
  await expect.poll(async () => (await spoken()).length).toBe(1);
  const first = (await spoken())[0] ?? '';
  expect(first.length).toBeGreaterThan(1);
  // The sentence being read is highlighted.
  expect(await page.evaluate(() => CSS.highlights.get('novel-reading')?.size ?? 0)).toBe(1);
  const at = await reader(page).getAttribute('data-reading-at');
  // The utterance ends: the next sentence is read and highlighted.
  await page.evaluate(() =>
    (window as never as { __speech: { spoken: { end: () => void }[] } }).__speech.spoken[0]?.end(),
  );
  await expect.poll(async () => (await spoken()).length).toBe(2);
  await expect(reader(page)).not.toHaveAttribute('data-reading-at', at ?? '');
  await page.getByTestId('aloud-pause').click();
  await expect(reader(page)).toHaveAttribute('data-reading', 'paused');
  await page.getByTestId('aloud-resume').click();
  await expect(reader(page)).toHaveAttribute('data-reading', 'playing');
  await page.getByTestId('aloud-stop').click();
  await expect(reader(page)).toHaveAttribute('data-reading', 'idle');
  expect(await page.evaluate(() => CSS.highlights.get('novel-reading'))).toBeUndefined();

  // Started again and left: the speech is cancelled.
  await tapAt(page, 0.5);
  await page.getByTestId('read-aloud').click();
  await expect(reader(page)).toHaveAttribute('data-reading', 'playing');
  const cancels = await page.evaluate(
    () => (window as never as { __speech: { state: { cancels: number } } }).__speech.state.cancels,
  );
  await tapAt(page, 0.5);
  await page.getByRole('button', { name: /返回|Back/ }).click();
  await expect(reader(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as never as { __speech: { state: { cancels: number } } }).__speech.state.cancels),
  ).toBeGreaterThan(cancels);
});

test('the footprint shelf says where the reader is, and 续读 returns to the same sentence, also from the server', async ({
  page,
  tr,
}) => {
  const { workId } = await openFirstNovel(page);
  await tapAt(page, 0.5);
  const first = await reader(page).getAttribute('data-chapter');
  await page.getByTestId('next-chapter').click();
  await expect(reader(page)).not.toHaveAttribute('data-chapter', first ?? '');
  await closeMenu(page);
  await expect(strip(page)).toHaveAttribute('data-page', '0');
  // The footprint goes to the server once the reader settles on a page.
  const sent = page.waitForResponse((response) => response.url().endsWith('/footprint.html'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(strip(page)).toHaveAttribute('data-page', '2');
  const offset = await offsetOf(page);
  const chapter = await reader(page).getAttribute('data-chapter');
  await sent;

  await page.goto('/personal/footprint');
  const row = page.locator(`[data-testid="footprint"][data-work-id="${workId}"]`);
  await expect(row.getByTestId('footprint-position')).toHaveText(new RegExp(`^${tr('读到', 'Read to')} 第2章`));
  await expect(row.locator('a')).toHaveAttribute('href', new RegExp(`offset=${offset}`));
  await row.locator('a').click();
  await expect(reader(page)).toHaveAttribute('data-offset', String(offset));
  await expect(reader(page)).toHaveAttribute('data-chapter', chapter ?? '');
  await expect.poll(() => offsetOnScreen(page)).toBe(true);

  // Another device knows only the server's footprint: with this device's history cleared, the
  // shelf shows the server's (once the footprint has been sent), and the reader opened with no
  // chapter finds the same chapter and sentence through it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('manyue-history');
        open.onsuccess = () => {
          const tx = open.result.transaction('works', 'readwrite');
          tx.objectStore('works').clear();
          tx.oncomplete = () => resolve();
        };
        open.onerror = () => resolve();
      }),
  );
  await expect(async () => {
    await page.goto('/personal/footprint');
    await expect(row.getByTestId('footprint-position')).toHaveText(/第2章/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto(`/novel/novel_content?id=${workId}`);
  await expect(reader(page)).toHaveAttribute('data-chapter', chapter ?? '');
  await expect(reader(page)).toHaveAttribute('data-offset', String(offset));
});

test.describe('offline', () => {
  test.slow();

  test('a downloaded chapter reads with no network after a reload, with its settings and position', async ({
    page,
    context,
    tr,
  }) => {
    await openWithWorker(page);
    const [workId] = await homeNovels(page);
    await page.goto(`/novel/novel_index?id=${workId}`);
    await page.getByTestId('detail-actions').getByTestId('download-open').click();
    const sheet = page.getByTestId('download-sheet');
    await sheet.getByText(tr('范围', 'Range'), { exact: true }).click();
    await sheet.getByTestId('download-range-from').fill('1');
    await sheet.getByTestId('download-range-to').fill('1');
    await sheet.getByTestId('download-confirm').click();
    await expect(sheet).toBeHidden();

    await page.goto('/personal/downloads');
    const row = page.locator('[data-testid="download-row"][data-key^="novel:"]');
    await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 45_000 });
    const chapterId = Number((await row.getAttribute('data-key'))?.split(':')[1]);

    await context.setOffline(true);
    await row.getByTestId('download-open-reader').click();
    await expect(page).toHaveURL(new RegExp(`/novel/novel_content\\?id=${workId}&chapter=${chapterId}`));
    await page.reload();
    await expect(reader(page)).toHaveAttribute('data-chapter', String(chapterId));
    await expect(page.locator('p[data-start]').first()).toHaveText(/\S{10,}/);
    // Settings and position work offline.
    await page.keyboard.press('ArrowRight');
    await expect(strip(page)).toHaveAttribute('data-page', '1');
    const offset = await offsetOf(page);
    await openSettings(page);
    await page.getByTestId('setting-theme').getByText(tr('护眼绿', 'Green'), { exact: true }).click();
    await closeMenu(page);
    await page.reload();
    await expect(reader(page)).toHaveAttribute('data-theme', 'green');
    await expect(reader(page)).toHaveAttribute('data-offset', String(offset));
    await context.setOffline(false);
  });
});
