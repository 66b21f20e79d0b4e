/** Operators' imports: comics (folder, .cbz), novels (.txt, .epub), videos (.mp4), and failures that leave nothing behind. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runImportCli } from '../../server/content/import-cli';
import { importComic } from '../../server/content/importers/comic';
import { ImportError } from '../../server/content/importers/import-error';
import { importNovel } from '../../server/content/importers/novel';
import { splitChapters } from '../../server/content/importers/novel-text';
import { importVideo } from '../../server/content/importers/video';
import { SAMPLES_DIR } from '../../server/media/media-store';
import { calibreEpub, HTML_TO_EPUB_CHAPTERS, htmlToEpub, pandocEpub } from './epub-fixtures';
import { startTestServer, type TestServer, testEngine } from './harness';
import { writeZip } from './zip-writer';

/** A trigger that fails the insert of a chapter text containing 爆炸, on either engine. */
async function injectFailure(): Promise<void> {
  if (testEngine() === 'sqlite') {
    await sql`create trigger fail_import before insert on novel_texts when new.text like '%爆炸%'
      begin select raise(abort, 'injected failure'); end`.execute(s.db);
    return;
  }
  await sql`create function fail_import() returns trigger language plpgsql as $$
    begin if new.text like '%爆炸%' then raise exception 'injected failure'; end if; return new; end $$`.execute(s.db);
  await sql`create trigger fail_import before insert on novel_texts for each row execute function fail_import()`.execute(
    s.db,
  );
}

let s: TestServer;
let fixtures: string;
let mediaDir: string;

beforeAll(async () => {
  s = await startTestServer();
  fixtures = join(s.dir, 'fixtures');
  mkdirSync(fixtures);
  mediaDir = s.config.mediaDir;
});
afterAll(() => s.close());

const TABLES = ['works', 'chapters', 'comic_pages', 'novel_texts', 'video_sources', 'classes', 'work_tags'] as const;

/** Row counts and the operator media files (the shared demo art aside). */
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await s.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'demo') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(mediaDir, path));
    }
  };
  walk(mediaDir);
  return { counts, files: files.sort() };
}

const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function comicFolder(name: string) {
  const folder = join(fixtures, name);
  for (const [chapter, pages] of [
    ['第2话', 2],
    ['第10话', 1],
    ['第1话', 3],
  ] as const) {
    mkdirSync(join(folder, chapter), { recursive: true });
    for (let p = 1; p <= pages; p++) writeFileSync(join(folder, chapter, `${p}.png`), await png(800, 1200 + p, '#3a6'));
  }
  return folder;
}

const detail = (id: number) =>
  s.post<{
    work: { title: string; author: string; cover: string; chapter_count: number };
    chapters: { title: string; size: number; access: string }[];
  }>('workDetail', { id });

/** The work as stored: its class's name and its tags (sorted) too. */
async function stored(id: number) {
  const work = await s.db
    .selectFrom('works')
    .innerJoin('classes', 'classes.id', 'works.class_id')
    .select(['works.title', 'works.author', 'works.description', 'classes.name as className'])
    .where('works.id', '=', id)
    .executeTakeFirstOrThrow();
  const tags = await s.db
    .selectFrom('work_tags')
    .innerJoin('tags', 'tags.id', 'work_tags.tag_id')
    .select('tags.name')
    .where('work_tags.work_id', '=', id)
    .execute();
  return { ...work, tags: tags.map((t) => t.name).sort() };
}

const comicInfo = (fields: Record<string, string>) =>
  strToU8(
    `<?xml version="1.0" encoding="utf-8"?>\n<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${Object.entries(
      fields,
    )
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('')}</ComicInfo>`,
  );

describe('comics', () => {
  it('imports a folder: subfolders are chapters in natural order, pages keep their size', async () => {
    const id = await importComic(s.db, mediaDir, await comicFolder('我的漫画'), {
      author: '画师甲',
      className: '热血',
    });
    const answer = await detail(id);
    expect(answer.data?.work).toMatchObject({ title: '我的漫画', author: '画师甲', chapter_count: 3 });
    expect(answer.data?.chapters.map((c) => [c.title, c.size, c.access])).toEqual([
      ['第1话', 3, 'free'],
      ['第2话', 2, 'free'],
      ['第10话', 1, 'free'],
    ]);
    const pages = await s.db
      .selectFrom('comic_pages')
      .innerJoin('chapters', 'chapters.id', 'comic_pages.chapter_id')
      .select(['comic_pages.path', 'comic_pages.width', 'comic_pages.height'])
      .where('chapters.work_id', '=', id)
      .orderBy('chapters.idx')
      .orderBy('comic_pages.idx')
      .execute();
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [800, 1201],
      [800, 1202],
      [800, 1203],
      [800, 1201],
      [800, 1202],
      [800, 1201],
    ]);
    const image = await s.raw(`/media/${pages[0]?.path}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const cover = await s.raw(answer.data?.work.cover ?? '');
    expect(await sharp(new Uint8Array(await cover.arrayBuffer())).metadata()).toMatchObject({
      width: 600,
      height: 800,
    });
  });

  it('imports a .cbz, and a folder of loose images as one chapter', async () => {
    const cbz = join(fixtures, 'archive.cbz');
    writeFileSync(
      cbz,
      zipSync({
        'vol/01/a.png': await png(900, 1280, '#123'),
        'vol/01/b.png': await png(900, 1280, '#456'),
        'vol/02/a.png': await png(900, 1280, '#789'),
        'readme.txt': strToU8('not a page'),
      }),
    );
    const fromZip = await detail(await importComic(s.db, mediaDir, cbz, { title: '压缩包漫画' }));
    expect(fromZip.data?.chapters.map((c) => [c.title, c.size])).toEqual([
      ['01', 2],
      ['02', 1],
    ]);
    const loose = join(fixtures, 'loose');
    mkdirSync(loose);
    writeFileSync(join(loose, 'p1.png'), await png(700, 1000, '#aaa'));
    const fromFolder = await detail(await importComic(s.db, mediaDir, loose));
    expect(fromFolder.data?.chapters).toMatchObject([{ title: '第1话', size: 1 }]);
  });

  it('reads the chapter folders of a .cbz made by Info-ZIP zip as 第1话, not ç¬¬1è¯', async () => {
    const id = await importComic(s.db, mediaDir, join(import.meta.dirname, 'fixtures', 'info-zip.cbz'));
    const answer = await detail(id);
    expect(answer.data?.work.title).toBe('info-zip');
    expect(answer.data?.chapters.map((c) => [c.title, c.size])).toEqual([
      ['第1话', 2],
      ['第2话', 2],
      ['第10话', 2],
    ]);
  });

  it('reads GBK names of a .cbz from a Chinese Windows archiver', async () => {
    const cbz = join(fixtures, 'windows.cbz');
    const page = await png(600, 900, '#b44');
    writeFileSync(
      cbz,
      writeZip([
        { name: Buffer.from('b5da32bbb02f3030312e706e67', 'hex'), data: page, deflate: true }, // 第2话/001.png
        { name: Buffer.from('b5da31bbb05c3030312e706e67', 'hex'), data: page }, // 第1话\001.png
      ]),
    );
    const answer = await detail(await importComic(s.db, mediaDir, cbz));
    expect(answer.data?.chapters.map((c) => c.title)).toEqual(['第1话', '第2话']);
  });

  it('fills the work and its chapters from ComicInfo.xml; Number orders the chapters', async () => {
    const cbz = join(fixtures, 'komga.cbz');
    const page = await png(600, 900, '#4a8');
    writeFileSync(
      cbz,
      zipSync({
        'ComicInfo.xml': comicInfo({
          Series: '星海 &amp; 远方',
          Writer: '作者庚',
          Summary: '一艘船。\n  一片海。',
          Genre: '奇幻, 冒险',
          Tags: '太空，友情',
        }),
        'a/ComicInfo.xml': comicInfo({ Title: '启航', Number: '2' }),
        'a/01.png': page,
        'b/ComicInfo.xml': comicInfo({ Title: '序章', Number: '1' }),
        'b/01.png': page,
        'b/02.png': page,
        'c/comicinfo.xml': comicInfo({ Title: '番外', Number: '10.5' }),
        'c/01.png': page,
        '__MACOSX/a/._01.png': strToU8('resource fork'),
      }),
    );
    const id = await importComic(s.db, mediaDir, cbz);
    expect((await detail(id)).data?.chapters.map((c) => [c.title, c.size])).toEqual([
      ['序章', 2],
      ['启航', 1],
      ['番外', 1],
    ]);
    // 奇幻 is a comic class already, so it is the class; genres and tags become tags.
    expect(await stored(id)).toEqual({
      title: '星海 & 远方',
      author: '作者庚',
      description: '一艘船。\n一片海。',
      className: '奇幻',
      tags: ['奇幻', '冒险', '太空', '友情'].sort(),
    });
    // The operator's flags win over ComicInfo.
    const flagged = await importComic(s.db, mediaDir, cbz, { title: '我的标题', author: '我', className: '搞笑' });
    expect(await stored(flagged)).toMatchObject({ title: '我的标题', author: '我', className: '搞笑' });
  });

  it('reads ComicInfo.xml in a folder, and in the one chapter of a .cbz', async () => {
    const folder = await comicFolder('带元数据');
    writeFileSync(join(folder, 'ComicInfo.xml'), comicInfo({ Series: '文件夹漫画', Writer: '作者辛' }));
    writeFileSync(join(folder, '第10话', 'ComicInfo.xml'), comicInfo({ Title: '大结局' }));
    const id = await importComic(s.db, mediaDir, folder);
    expect(await stored(id)).toMatchObject({ title: '文件夹漫画', author: '作者辛', description: '', tags: [] });
    expect((await detail(id)).data?.chapters.map((c) => c.title)).toEqual(['第1话', '第2话', '大结局']);

    const single = join(fixtures, 'single.cbz');
    writeFileSync(
      single,
      zipSync({
        'ComicInfo.xml': comicInfo({ Series: '短篇', Title: '一夜', Summary: '短短一夜。', Genre: 'Manga' }),
        '001.png': await png(600, 900, '#333'),
      }),
    );
    const one = await importComic(s.db, mediaDir, single);
    // Manga names no comic class: the kind's first class, and the genre kept as a tag.
    expect(await stored(one)).toMatchObject({
      title: '短篇',
      description: '短短一夜。',
      className: '热血',
      tags: ['Manga'],
    });
    expect((await detail(one)).data?.chapters.map((c) => c.title)).toEqual(['一夜']);
  });

  it('refuses a missing path, an empty folder, a file that is not a zip, and a broken image', async () => {
    const before = await snapshot();
    const empty = join(fixtures, 'empty');
    mkdirSync(empty);
    const fake = join(fixtures, 'fake.cbz');
    writeFileSync(fake, 'hello');
    const broken = await comicFolder('broken');
    writeFileSync(join(broken, '第10话', '2.png'), 'not an image');
    await expect(importComic(s.db, mediaDir, join(fixtures, 'nope'))).rejects.toThrow(/nope: not found/);
    await expect(importComic(s.db, mediaDir, empty)).rejects.toThrow(/no images in folder/);
    await expect(importComic(s.db, mediaDir, fake)).rejects.toThrow(/fake\.cbz: not a zip file/);
    await expect(importComic(s.db, mediaDir, join(fixtures, 'x.pdf'))).rejects.toThrow(/not found/);
    // The broken page comes after two good chapters were staged: nothing may stay.
    await expect(importComic(s.db, mediaDir, broken)).rejects.toThrow(/not a readable image: 第10话\/2\.png/);
    const badInfo = join(fixtures, 'bad-info.cbz');
    writeFileSync(
      badInfo,
      zipSync({ '第1话/ComicInfo.xml': strToU8('<html>oops</html>'), '第1话/1.png': await png(9, 9, '#000') }),
    );
    await expect(importComic(s.db, mediaDir, badInfo)).rejects.toThrow(
      /bad-info\.cbz: 第1话\/ComicInfo\.xml is not a ComicInfo document/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

const NOVEL = `《测试小说》简介：一个关于成长的故事。

第1章 开端
　　天刚蒙蒙亮，林默推开了门。
　　“你来了。”她说。

第2章 转折

风吹过竹林。
他没有回头。
`;

describe('novels', () => {
  it('imports a .txt with 第1章/第2章 headings; the text before them is the blurb', async () => {
    const file = join(fixtures, '测试小说.txt');
    writeFileSync(file, NOVEL);
    const id = await importNovel(s.db, mediaDir, file, { author: '作者乙', className: '仙侠' });
    const answer = await detail(id);
    expect(answer.data?.work).toMatchObject({ title: '测试小说', author: '作者乙', chapter_count: 2 });
    expect(answer.data?.chapters.map((c) => c.title)).toEqual(['第1章 开端', '第2章 转折']);
    const texts = await s.db
      .selectFrom('novel_texts')
      .innerJoin('chapters', 'chapters.id', 'novel_texts.chapter_id')
      .select(['novel_texts.text', 'chapters.size'])
      .where('chapters.work_id', '=', id)
      .orderBy('chapters.idx')
      .execute();
    expect(texts[1]?.text).toBe('\u3000\u3000风吹过竹林。\n\u3000\u3000他没有回头。');
    expect(texts[1]?.size).toBe('风吹过竹林。他没有回头。'.length);
    const work = await s.db
      .selectFrom('works')
      .select(['description', 'class_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(work.description).toContain('一个关于成长的故事');
    const classRow = await s.db
      .selectFrom('classes')
      .select('name')
      .where('id', '=', work.class_id)
      .executeTakeFirstOrThrow();
    expect(classRow.name).toBe('仙侠');
  });

  it('drops a table of contents, keeps prose that only starts like a heading, reads 第…回 and 第…节', () => {
    const { preface, chapters } = splitChapters(
      '目录\n第一章 开始\n第二章：继续\n\n第一章 开始\n正文一。\n第三回合他赢了。\n第2章紧贴标题\n正文二。\n　第十二节\u3000尾声\n正文三。',
    );
    expect(preface).toBe('目录');
    expect(chapters.map((c) => [c.title, c.size])).toEqual([
      ['第一章 开始', '正文一。第三回合他赢了。'.length],
      ['第2章紧贴标题', 4],
      ['第十二节 尾声', 4],
    ]);
  });

  it('reads GB18030 text', async () => {
    const file = join(fixtures, 'gbk.txt');
    // "第1章 开始\n你好" in GB18030.
    writeFileSync(file, Buffer.from('b5da31d5c220bfaacabc0ac4e3bac3', 'hex'));
    const answer = await detail(await importNovel(s.db, mediaDir, file));
    expect(answer.data?.chapters).toMatchObject([{ title: '第1章 开始', size: 2 }]);
  });

  it('imports an html-to-epub EPUB 3: nav titles, no navigation words, plain text, the blurb not the table of contents', async () => {
    const file = join(fixtures, 'html-to-epub.epub');
    writeFileSync(file, htmlToEpub());
    const id = await importNovel(s.db, mediaDir, file);
    const answer = await detail(id);
    expect(answer.data?.work).toMatchObject({ title: '雨夜 & 晴天', author: '作者丙', chapter_count: 3 });
    expect(answer.data?.chapters.map((c) => c.title)).toEqual(HTML_TO_EPUB_CHAPTERS.map((c) => c.title));
    const texts = await s.db
      .selectFrom('novel_texts')
      .innerJoin('chapters', 'chapters.id', 'novel_texts.chapter_id')
      .select('novel_texts.text')
      .where('chapters.work_id', '=', id)
      .orderBy('chapters.idx')
      .execute();
    expect(texts.map((t) => t.text)).toEqual(
      HTML_TO_EPUB_CHAPTERS.map((c) => c.paragraphs.map((p) => `\u3000\u3000${p}`).join('\n')),
    );
    const work = await stored(id);
    // No dc:description: the blurb is the start of the first chapter, never Guide / Table of Contents / 目录.
    expect(work.description).toBe('雨下了一整夜。他在窗前等人，一直等到天亮。');
    for (const text of [work.description, ...texts.map((t) => t.text)]) {
      expect(text).not.toMatch(/Guide|Table of Contents|Start of Content|目录|</);
    }
  });

  it('imports a Calibre EPUB 2 with its description and subjects, and a Pandoc EPUB 3 with its cover', async () => {
    const calibre = join(fixtures, 'calibre.epub');
    writeFileSync(calibre, calibreEpub());
    const id = await importNovel(s.db, mediaDir, calibre, { className: '武侠' });
    expect(await stored(id)).toEqual({
      title: '江湖夜雨',
      author: '作者甲',
      description: '一个少年的江湖。\n刀光&剑影…',
      className: '武侠',
      tags: ['武侠', '江湖'].sort(),
    });
    expect((await detail(id)).data?.chapters.map((c) => c.title)).toEqual([
      '第一章 启程',
      '第二章 相遇',
      '第三章 风暴',
    ]);

    const pandoc = join(fixtures, 'pandoc.epub');
    writeFileSync(pandoc, pandocEpub(await png(300, 400, '#d22')));
    const answer = await detail(await importNovel(s.db, mediaDir, pandoc, { title: '改名' }));
    expect(answer.data?.work).toMatchObject({ title: '改名', author: '作者丁', chapter_count: 2 });
    // The cover is the EPUB's own red picture, not a drawn one.
    const cover = await s.raw(answer.data?.work.cover ?? '');
    const { dominant } = await sharp(new Uint8Array(await cover.arrayBuffer())).stats();
    expect(dominant.r).toBeGreaterThan(180);
    expect(dominant.g).toBeLessThan(80);
  });

  it('refuses text without headings, a missing file and an unsupported extension, changing nothing', async () => {
    const before = await snapshot();
    const flat = join(fixtures, 'flat.txt');
    writeFileSync(flat, '只有正文，没有章节标题。\n第二行。');
    const doc = join(fixtures, 'novel.docx');
    writeFileSync(doc, 'x');
    await expect(importNovel(s.db, mediaDir, flat)).rejects.toThrow(/flat\.txt: no 第…章 headings/);
    await expect(importNovel(s.db, mediaDir, join(fixtures, 'missing.txt'))).rejects.toThrow(/missing\.txt: not found/);
    await expect(importNovel(s.db, mediaDir, doc)).rejects.toThrow(/unsupported extension "\.docx"/);
    await expect(importNovel(s.db, mediaDir, join(fixtures, 'fake.cbz'))).rejects.toBeInstanceOf(ImportError);
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back a failure inside the transaction and removes the staged cover', async () => {
    await injectFailure();
    try {
      const before = await snapshot();
      const file = join(fixtures, 'boom.txt');
      writeFileSync(file, '第1章 一\n平静。\n第2章 二\n还是平静。\n第3章 三\n爆炸！\n');
      await expect(importNovel(s.db, mediaDir, file, { className: '全新分类' })).rejects.toThrow(/injected failure/);
      expect(await snapshot()).toEqual(before);
    } finally {
      await sql`drop trigger fail_import${sql.raw(testEngine() === 'sqlite' ? '' : ' on novel_texts')}`.execute(s.db);
    }
  });
});

describe('videos', () => {
  it('imports an .mp4 with its duration and size, served with ranges', async () => {
    const file = join(fixtures, '短片.mp4');
    copyFileSync(join(SAMPLES_DIR, 'clip-life.mp4'), file);
    const id = await importVideo(s.db, mediaDir, file, { className: '音乐' });
    const answer = await detail(id);
    expect(answer.data?.work).toMatchObject({ title: '短片', chapter_count: 1 });
    expect(answer.data?.chapters).toMatchObject([{ title: '正片', size: 6 }]);
    const source = await s.db
      .selectFrom('video_sources')
      .innerJoin('chapters', 'chapters.id', 'video_sources.chapter_id')
      .select(['video_sources.path', 'video_sources.width', 'video_sources.height', 'video_sources.format'])
      .where('chapters.work_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(source).toMatchObject({ width: 640, height: 360, format: 'mp4' });
    const part = await s.raw(`/media/${source.path}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses a file that is not an MP4', async () => {
    const before = await snapshot();
    const fake = join(fixtures, 'fake.mp4');
    writeFileSync(fake, 'definitely not a movie');
    await expect(importVideo(s.db, mediaDir, fake)).rejects.toThrow(/fake\.mp4: not an MP4 file/);
    await expect(importVideo(s.db, mediaDir, join(fixtures, 'clip.avi'))).rejects.toThrow(/not found/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('npm run content', () => {
  const env = () => ({ ...process.env, DATABASE_URL: s.config.databaseUrl, MEDIA_DIR: mediaDir });

  it('imports into the database of DATABASE_URL and says what it did (the script, run as npm runs it)', async () => {
    const file = join(fixtures, 'cli.txt');
    writeFileSync(file, '第1章 起\n命令行导入。\n');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/content/import-cli.ts',
        'import',
        'novel',
        file,
        '--title',
        '命令行小说',
        '--author',
        '丁',
      ],
      { env: env(), encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/imported novel #\d+ 「命令行小说」: 1 chapter/);
    const row = await s.db.selectFrom('works').select('author').where('title', '=', '命令行小说').executeTakeFirst();
    expect(row?.author).toBe('丁');
  });

  it('answers 1 naming the file and the reason, and 2 on a usage error', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => {
      errors.push(text);
    });
    try {
      const missing = join(fixtures, 'no-such-folder');
      expect(await runImportCli(['import', 'comic', missing], env())).toBe(1);
      expect(errors.at(-1)).toBe(`import failed: ${missing}: not found`);
      const fakeEpub = join(fixtures, 'fake.epub');
      writeFileSync(fakeEpub, 'not a book');
      expect(await runImportCli(['import', 'novel', fakeEpub], env())).toBe(1);
      expect(errors.at(-1)).toBe(`import failed: ${fakeEpub}: not a zip file`);
      const noBook = join(fixtures, 'no-book.epub');
      writeFileSync(noBook, zipSync({ 'index.html': strToU8('<p>hi</p>') }));
      expect(await runImportCli(['import', 'novel', noBook], env())).toBe(1);
      expect(errors.at(-1)).toBe(
        `import failed: ${noBook}: not an EPUB (no META-INF/container.xml or package document)`,
      );
      expect(await runImportCli(['import', 'audio', 'x'], env())).toBe(2);
      expect(await runImportCli(['import', 'novel', 'x', '--colour', 'red'], env())).toBe(2);
      expect(errors.at(-1)).toContain('usage: npm run content -- import');
    } finally {
      spy.mockRestore();
    }
  });
});
