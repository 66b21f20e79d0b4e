/**
 * ComicInfo.xml, the metadata file Komga, Kavita and ComicRack read from comic archives (the
 * Anansi Project schema): Series, Title, Number, Writer, Summary, Genre and Tags are what a work
 * and its chapters can hold here. Genre and Tags are comma-separated lists.
 */
import { ImportError } from './import-error';
import { childElement, elements, linesOf, parseXml, textOf } from './markup';
import { decodeXml } from './text-encoding';

export interface ComicInfo {
  series?: string;
  title?: string;
  /** The chapter's number as written ("1", "10.5", "Special"). */
  number?: string;
  writer?: string;
  summary?: string;
  genres: string[];
  tags: string[];
}

export const isComicInfo = (path: string) => /(^|\/)comicinfo\.xml$/i.test(path);

const list = (text: string | undefined) =>
  [...new Set((text ?? '').split(/[,，、;；]/).map((item) => item.trim()))].filter(Boolean);

export function parseComicInfo(file: string, path: string, bytes: Uint8Array): ComicInfo {
  const root = elements(parseXml(decodeXml(bytes)), 'comicinfo')[0];
  if (!root) throw new ImportError(file, `${path} is not a ComicInfo document (no <ComicInfo> element)`);
  const field = (name: string) => textOf(childElement(root, name)) || undefined;
  return {
    series: field('series'),
    title: field('title'),
    number: field('number'),
    writer: field('writer'),
    // The summary keeps its line breaks.
    summary: linesOf(childElement(root, 'summary')).join('\n') || undefined,
    genres: list(field('genre')),
    tags: list(field('tags')),
  };
}

/** A chapter number usable for ordering: 1, 10.5, ０３ (full-width digits); null otherwise. */
export function chapterNumber(number: string | undefined): number | null {
  const ascii = (number ?? '').replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : null;
}
