/**
 * A long chapter in paged mode, laid out a window at a time (features/novel/layout/segments.ts):
 * a 60,000-character chapter imported through the operator's import (a TXT) into the server's
 * database. Turning across the segments, both ways, every page opens at a later (earlier) offset
 * than the one before and shows it; the window moving under the page moves nothing; a reload and
 * an address with an offset deep in the chapter open the page holding it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { runImportCli } from '../../server/content/import-cli';
import { expect, test } from './fixtures';
import { offsetOf, offsetOnScreen, reader, strip } from './novel-helpers';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DB_FILE = `${process.env.E2E_PORT ? `.tmp/e2e-${PORT}` : '.tmp/e2e'}/manyue.db`;
const TITLE = '长章分段';
/** Three segments and more (SEGMENT_CHARS is 12,000): windowed. */
const CHARS = 60_000;

const SENTENCES = ['夜色渐深，城头的灯火一盏接着一盏熄灭。', '他把那封信又读了一遍。', '风从山谷里吹上来。'];

let address = '';

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-long-'));
  try {
    const lines: string[] = [];
    for (let n = 0, length = 0; length < CHARS; n++) {
      const line = `第${n}段。${SENTENCES[n % 3]}${SENTENCES[(n + 1) % 3]}`;
      lines.push(line);
      length += line.length + 1;
    }
    const file = join(dir, `${TITLE}.txt`);
    writeFileSync(file, `第1章 很长的一章\n${lines.join('\n')}`);
    const code = await runImportCli(['import', 'novel', file, '--title', TITLE], {
      ...process.env,
      DATABASE_URL: DB_FILE,
      MEDIA_DIR: '.tmp/e2e-media',
    });
    expect(code).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const db = new Database(DB_FILE, { readonly: true });
  try {
    const row = db
      .prepare(
        'SELECT w.id AS work, c.id AS chapter FROM works w JOIN chapters c ON c.work_id = w.id WHERE w.title = ?',
      )
      .get(TITLE) as { work: number; chapter: number };
    address = `/novel/novel_content?id=${row.work}&chapter=${row.chapter}`;
  } finally {
    db.close();
  }
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('novel_settings', JSON.stringify({ mode: 'paged' })));
});

const pageOf = async (page: Page) => Number(await strip(page).getAttribute('data-page'));

/** Turns `times` pages with `key`: each page one further, its offset further on and shown. */
async function turn(page: Page, key: 'ArrowRight' | 'ArrowLeft', times: number): Promise<number[]> {
  const offsets = [await offsetOf(page)];
  for (let i = 0; i < times; i++) {
    const before = await pageOf(page);
    await page.keyboard.press(key);
    await expect(strip(page)).toHaveAttribute('data-page', String(before + (key === 'ArrowRight' ? 1 : -1)));
    const offset = await offsetOf(page);
    if (key === 'ArrowRight') expect(offset).toBeGreaterThan(offsets.at(-1) ?? 0);
    else expect(offset).toBeLessThan(offsets.at(-1) ?? 0);
    await expect.poll(() => offsetOnScreen(page)).toBe(true);
    offsets.push(offset);
  }
  return offsets;
}

test('a long chapter turns across its segments both ways, to the same offsets, and reopens where it was', async ({
  page,
}) => {
  // About 230 turns, each waited for: long on a loaded machine.
  test.setTimeout(300_000);
  await page.goto(`${address}&offset=0`);
  await expect(strip(page)).toHaveAttribute('data-page', '0');
  // Only a window of the chapter is in the page.
  const laidOut = await strip(page).locator('p[data-start]').count();
  const last = Number(await strip(page).locator('p[data-start]').last().getAttribute('data-start'));
  expect(last).toBeLessThan(CHARS / 2);
  expect(laidOut).toBeGreaterThan(0);

  // On past the first two segments (the window moves), then back over the same pages.
  const forward = await turn(page, 'ArrowRight', 80);
  const firstShown = () => strip(page).locator('p[data-start]').first().getAttribute('data-start');
  await expect.poll(firstShown).not.toBe('0');
  const back = await turn(page, 'ArrowLeft', 80);
  expect(back.reverse()).toEqual(forward);

  // A reload, and an address deep in the chapter, open the page holding the offset.
  await turn(page, 'ArrowRight', 70);
  const kept = await offsetOf(page);
  await page.reload();
  await expect(reader(page)).toHaveAttribute('data-offset', String(kept));
  await expect.poll(() => offsetOnScreen(page)).toBe(true);
  await page.goto(`${address}&offset=50000`);
  await expect.poll(() => offsetOnScreen(page)).toBe(true);
  const deep = await offsetOf(page);
  expect(deep).toBeLessThanOrEqual(50_000);
  expect(deep).toBeGreaterThan(49_000);
});
