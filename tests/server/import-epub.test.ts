/** EPUB reading: chapters, titles, blurb and text from EPUBs shaped like three generators' output. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readEpub } from '../../server/content/importers/epub';
import { calibreEpub, epub, HTML_TO_EPUB_CHAPTERS, htmlToEpub, pandocEpub } from './epub-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'manyue-epub-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, bytes: Uint8Array) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const indented = (...lines: string[]) => lines.map((line) => `\u3000\u3000${line}`).join('\n');
const NAVIGATION_WORDS = /Guide|Table of Contents|Start of Content|目录/;

describe('EPUB 3 from html-to-epub (nav document in the spine, NCX, one file a chapter)', () => {
  it('reads the chapters in spine order with the nav titles, never the navigation as text', async () => {
    const book = await readEpub(file('html-to-epub.epub', htmlToEpub()));
    expect(book.title).toBe('雨夜 & 晴天');
    expect(book.author).toBe('作者丙');
    expect(book.chapters.map((c) => c.title)).toEqual(HTML_TO_EPUB_CHAPTERS.map((c) => c.title));
    // The <h1> repeating the title is not part of the text.
    expect(book.chapters.map((c) => c.text)).toEqual(HTML_TO_EPUB_CHAPTERS.map((c) => indented(...c.paragraphs)));
    for (const chapter of book.chapters) expect(chapter.text).not.toMatch(NAVIGATION_WORDS);
    // No dc:description: the blurb is left to the importer (the first chapter), not the table of contents.
    expect(book.description).toBe('');
  });

  it('takes the blurb from dc:description', async () => {
    const book = await readEpub(file('described.epub', htmlToEpub({ description: '一夜的雨，一生的等待。' })));
    expect(book.description).toBe('一夜的雨，一生的等待。');
  });
});

describe('EPUBs written by html-to-epub itself', () => {
  /*
   * tests/server/fixtures/html-to-epub-{3,2}.epub: @lesjoursfr/html-to-epub 6.2.0, `new EPub({ title, author,
   * lang: 'zh', content, version }, out).render()` with three chapters (第一章 雨夜: <p>雨下了一整夜。</p>
   * <p>他在窗前等人。</p>; 第二章 天晴: <p>天终于晴了&hellip;</p><script>alert(1)</script>; 第三章 远行:
   * <p>他走了。</p>), version 3 with tocTitle 目录, version 2 with authors [甲, 乙] and a description. The
   * EPUB 2 has no nav document: its HTML table of contents is in the spine (the guide calls it toc) and
   * the NCX numbers its labels ("1. 第一章 雨夜") and lists "Table Of Contents".
   */
  const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
  const expected = [
    ['第一章 雨夜', indented('雨下了一整夜。', '他在窗前等人。')],
    ['第二章 天晴', indented('天终于晴了…')],
    ['第三章 远行', indented('他走了。')],
  ];

  it('EPUB 3: the chapters, the nav never read', async () => {
    const book = await readEpub(fixture('html-to-epub-3.epub'));
    expect(book).toMatchObject({ title: '真实的书', author: '真作者', description: '' });
    expect(book.chapters.map((c) => [c.title, c.text])).toEqual(expected);
  });

  it('EPUB 2: the HTML table of contents left out, the NCX numbering dropped, the description kept', async () => {
    const book = await readEpub(fixture('html-to-epub-2.epub'));
    expect(book).toMatchObject({ title: '真实的书二', author: '甲,乙', description: '简介在此。' });
    expect(book.chapters.map((c) => [c.title, c.text])).toEqual(expected);
  });
});

describe('EPUB 2 from Calibre (NCX only, nested, anchors, split files)', () => {
  it('cuts chapters at the NCX anchors, keeps a split chapter whole and leaves out the cover page', async () => {
    const book = await readEpub(file('calibre.epub', calibreEpub()));
    expect(book).toMatchObject({ title: '江湖夜雨', author: '作者甲', subjects: ['武侠', '江湖'] });
    // The escaped HTML of the description is read as HTML; its entities decoded.
    expect(book.description).toBe('一个少年的江湖。\n刀光&剑影…');
    // The volume points where its first chapter starts, so it holds no text of its own and goes.
    expect(book.chapters.map((c) => [c.title, c.text])).toEqual([
      ['第一章 启程', indented('少年离开了村庄…—没有回头。', '路很长。')],
      ['第二章 相遇', indented('他在渡口遇见了她。')],
      ['第三章 风暴', indented('风暴来了，前半夜。', '风暴停了，后半夜。')],
    ]);
    expect(book.chapters[0]?.size).toBe('少年离开了村庄…—没有回头。路很长。'.length);
    expect(book.cover).toBeNull(); // the manifest names cover.jpeg, the archive lacks it
  });
});

describe('EPUB 3 from Pandoc (title page, nav with anchors, refinements, cover image)', () => {
  it('reads the main title, the author (not the translator), the cover and plain text only', async () => {
    const cover = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const book = await readEpub(file('pandoc.epub', pandocEpub(cover)));
    expect(book).toMatchObject({ title: '山海', author: '作者丁', description: '山与海之间的故事。\n第二段简介。' });
    expect(Buffer.from(book.cover ?? [])).toEqual(cover);
    expect(book.chapters.map((c) => [c.title, c.text])).toEqual([
      [
        '第一章 入山',
        // The line break inside Chinese text is no space; ruby annotations, scripts, styles,
        // images and page-break markers give nothing; entities come out as characters.
        indented('清晨，他走进山里。', '汉字写在石头上：<山> & 海。', '第二行。', '山路很陡。'),
      ],
      ['第二章 出海', indented('海风吹来。', '一行', '二行')],
    ]);
    expect(book.chapters.map((c) => c.text).join()).not.toMatch(/被执行|color|hàn|Title Page|作者丁/);
  });
});

describe('EPUBs without a table of contents', () => {
  const opf = (spine: string[]) =>
    `<package xmlns="http://www.idpf.org/2007/opf" version="2.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>无目录</dc:title></metadata>
     <manifest>${spine.map((id) => `<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`).join('')}</manifest>
     <spine>${spine.map((id) => `<itemref idref="${id}"/>`).join('')}</spine></package>`;
  const page = (body: string) => `<html><head><title>页</title></head><body>${body}</body></html>`;

  it('cuts the text at its 第…章 headings', async () => {
    const book = await readEpub(
      file(
        'headings.epub',
        epub({
          'OEBPS/content.opf': opf(['all']),
          'OEBPS/all.xhtml': page('<p>前言一句。</p><p>第1章 起</p><p>正文一。</p><p>第2章 承</p><p>正文二。</p>'),
        }),
      ),
    );
    expect(book.chapters.map((c) => [c.title, c.text])).toEqual([
      ['第1章 起', indented('正文一。')],
      ['第2章 承', indented('正文二。')],
    ]);
    expect(book.description).toBe('前言一句。');
  });

  it('else makes each document a chapter named by its first heading', async () => {
    const book = await readEpub(
      file(
        'documents.epub',
        epub({
          'OEBPS/content.opf': opf(['a', 'b']),
          'OEBPS/a.xhtml': page('<h2>序幕</h2><p>开始。</p>'),
          'OEBPS/b.xhtml': page('<div>没有标题的一页。</div>'),
        }),
      ),
    );
    expect(book.chapters.map((c) => [c.title, c.text])).toEqual([
      ['序幕', indented('开始。')],
      ['页', indented('没有标题的一页。')],
    ]);
  });

  it('refuses an archive that is no EPUB, and one with no text, naming the reason', async () => {
    const notEpub = file('plain.epub', zipSync({ 'a.txt': strToU8('x') }));
    await expect(readEpub(notEpub)).rejects.toThrow(/plain\.epub: not an EPUB \(no META-INF\/container\.xml/);
    const empty = file(
      'empty.epub',
      epub({ 'OEBPS/content.opf': opf(['a']), 'OEBPS/a.xhtml': page('<img src="x.png"/>') }),
    );
    await expect(readEpub(empty)).rejects.toThrow(/empty\.epub: the EPUB has no chapter with text/);
  });
});
