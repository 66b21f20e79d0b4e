/**
 * A novel from an EPUB (2 or 3). Chapters follow the spine; each starts where an entry of the
 * table of contents points (a document, or an anchor inside one) and runs to the next entry, so
 * a chapter split over several files (Calibre) stays one chapter and front matter before the
 * first entry (cover, title page) is left out. Titles are the table of contents' own; a heading
 * that repeats the title at the top of the text is dropped (and a generator's "1. " numbering of
 * the title with it). Without a table of contents the text
 * is cut at its 第…章 headings, else each document is a chapter named by its first heading.
 */
import { archiveFiles, readEpubPackage } from './epub-package';
import { ImportError } from './import-error';
import { type DocumentText, htmlParagraphs } from './markup';
import { type NovelChapterText, novelChapter, splitChapters } from './novel-text';
import { withZip } from './zip';

export interface EpubBook {
  title: string | null;
  author: string | null;
  description: string;
  subjects: string[];
  /** The cover image's bytes, when the package names one. */
  cover: Uint8Array | null;
  chapters: NovelChapterText[];
}

const bare = (text: string) => text.replace(/\s+/g, '');

/** The lines without the one, two or three at the top that spell the title ("第1章" + "雨夜"). */
function withoutTitle(title: string, lines: string[]): string[] {
  const target = bare(title);
  let joined = '';
  for (let i = 0; i < Math.min(3, lines.length) && target; i++) {
    joined += bare(lines[i] ?? '');
    if (joined === target) return lines.slice(i + 1);
    if (!target.startsWith(joined)) break;
  }
  return lines;
}

/** A label numbered by its generator ("1. 第一章 雨夜", html-to-epub's NCX): the title after the number. */
const NUMBERED = /^\d+\.\s+(.+)$/;

function chapter(title: string, lines: string[]): NovelChapterText | null {
  let named = title || (lines[0] ?? '').slice(0, 40);
  let body = withoutTitle(named, lines);
  // The number goes only when the text's own heading is the rest of the label.
  const unnumbered = NUMBERED.exec(named)?.[1];
  if (body === lines && unnumbered && withoutTitle(unnumbered, lines) !== lines) {
    named = unnumbered;
    body = withoutTitle(unnumbered, lines);
  }
  return body.length > 0 ? novelChapter(named, body) : null;
}

const kept = (chapters: (NovelChapterText | null)[]) => chapters.filter((c): c is NovelChapterText => c !== null);

export function readEpub(file: string): Promise<EpubBook> {
  return withZip(file, async (zip) => {
    const book = await readEpubPackage(file, zip);
    const files = archiveFiles(zip);
    const anchors = new Map<string, Set<string>>();
    for (const { path, fragment } of book.toc) {
      if (fragment) anchors.set(path, (anchors.get(path) ?? new Set()).add(fragment));
    }
    const documents: DocumentText[] = [];
    for (const path of book.spine) {
      const xhtml = await files.text(path);
      documents.push(
        xhtml ? htmlParagraphs(xhtml, anchors.get(path)) : { paragraphs: [], anchors: new Map(), heading: '' },
      );
    }

    // The book's paragraphs in reading order, where each document starts among them, and where
    // each table-of-contents entry points (in reading order, whatever order the list has).
    const lines = documents.flatMap((d) => d.paragraphs);
    const starts: number[] = [];
    let start = 0;
    for (const document of documents) {
      starts.push(start);
      start += document.paragraphs.length;
    }
    const spineIndex = new Map(book.spine.map((path, i) => [path, i]));
    const marks = book.toc
      .map(({ path, fragment, title }) => {
        const i = spineIndex.get(path) ?? 0;
        const inside = fragment ? (documents[i]?.anchors.get(fragment) ?? 0) : 0;
        return { title, at: (starts[i] ?? 0) + inside };
      })
      .sort((a, b) => a.at - b.at);

    let chapters = kept(marks.map((mark, i) => chapter(mark.title, lines.slice(mark.at, marks[i + 1]?.at))));
    let description = book.description;
    if (marks.length === 0) {
      const split = splitChapters(lines.join('\n'));
      chapters = split.chapters;
      description ||= split.preface;
      if (chapters.length === 0) {
        chapters = kept(documents.map((d, i) => chapter(d.heading || `第${i + 1}章`, d.paragraphs)));
      }
    }
    if (chapters.length === 0) throw new ImportError(file, 'the EPUB has no chapter with text');
    return {
      title: book.title,
      author: book.author,
      description,
      subjects: book.subjects,
      cover: book.cover ? await files.bytes(book.cover) : null,
      chapters,
    };
  });
}
