/**
 * What the comic reader's bench reads: a demo comic with two free chapters to turn through, and a
 * chapter of 300 generated pages (the demo's have 4–12) imported through the operator's import.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runImportCli } from '../server/content/import-cli';
import type { Api } from './api-client';

export const LONG_PAGES = 300;

export interface ChapterInfo {
  id: number;
  access: string;
  size: number;
}

async function chaptersOf(api: Api, workId: number): Promise<ChapterInfo[]> {
  return (await api.call<{ chapters: ChapterInfo[] }>('workDetail', { id: workId })).chapters;
}

/** A demo comic whose first two chapters are free, with pages enough to turn. */
export async function pickComic(api: Api): Promise<{ work: number; first: ChapterInfo; second: ChapterInfo }> {
  const list = await api.call<{ list: { id: number }[] }>('getListByClassV3', { kind: 'comic', page_size: 20 });
  for (const { id } of list.list) {
    const [first, second] = await chaptersOf(api, id);
    if (first && second && first.access === 'free' && second.access === 'free' && first.size >= 4) {
      return { work: id, first, second };
    }
  }
  throw new Error('no demo comic with two free chapters');
}

/**
 * Draws 300 distinct pages and imports them as one chapter of a new comic, into the server's
 * database and media folder; answers its ids.
 */
export async function importLongChapter(
  api: Api,
  databaseUrl: string,
  mediaDir: string,
): Promise<{ work: number; chapter: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'manyue-long-chapter-'));
  try {
    await Promise.all(
      Array.from({ length: LONG_PAGES }, async (_, i) => {
        const hue = (i * 37) % 360;
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200">
          <rect width="800" height="1200" fill="hsl(${hue},45%,82%)"/>
          <rect x="60" y="80" width="680" height="460" rx="24" fill="hsl(${(hue + 180) % 360},40%,40%)"/>
          <rect x="60" y="600" width="320" height="520" rx="24" fill="hsl(${(hue + 90) % 360},40%,55%)"/>
          <rect x="420" y="600" width="320" height="520" rx="24" fill="hsl(${(hue + 270) % 360},40%,55%)"/>
          <text x="400" y="380" font-size="160" text-anchor="middle" fill="#fff" font-family="sans-serif">${i + 1}</text>
        </svg>`;
        await sharp(Buffer.from(svg))
          .webp({ quality: 80 })
          .toFile(join(folder, `${String(i + 1).padStart(3, '0')}.webp`));
      }),
    );
    const code = await runImportCli(['import', 'comic', folder, '--title', '长篇基准'], {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
    });
    if (code !== 0) throw new Error(`import failed (${code})`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const found = await api.call<{ list: { id: number }[] }>('search', { keyword: '长篇基准', kind: 'comic' });
  const work = found.list[0]?.id;
  if (!work) throw new Error('imported comic not found');
  const [chapter] = await chaptersOf(api, work);
  if (!chapter || chapter.size !== LONG_PAGES) throw new Error('imported chapter has not 300 pages');
  return { work, chapter: chapter.id };
}
