/**
 * What an EPUB says about itself (EPUB 2 and 3): META-INF/container.xml names the package
 * document; its metadata gives title, author, description and subjects, its manifest the files,
 * its spine the reading order, and the table of contents comes from the EPUB 3 navigation
 * document (nav epub:type="toc") or, for EPUB 2, the NCX the spine names. The navigation document
 * is navigation, never content.
 */
import { posix } from 'node:path';
import { DomUtils } from 'htmlparser2';
import { ImportError } from './import-error';
import { attribute, childElement, type Element, elements, htmlParagraphs, parseHtml, parseXml, textOf } from './markup';
import { decodeXml } from './text-encoding';
import type { ZipArchive } from './zip';

export interface TocEntry {
  /** The spine document it points into, and the anchor inside it (null: its start). */
  path: string;
  fragment: string | null;
  title: string;
}

export interface EpubPackage {
  title: string | null;
  author: string | null;
  description: string;
  subjects: string[];
  /** The content documents in reading order (the navigation document left out). */
  spine: string[];
  /** The table of contents, flattened in document order, pointing at spine documents only. */
  toc: TocEntry[];
  /** The path of the cover image, when the package names one. */
  cover: string | null;
}

/** Files of the archive by path (exact, else ignoring case, as some generators are careless). */
export function archiveFiles(zip: ZipArchive) {
  const exact = new Map(zip.entries.map((entry) => [entry.name, entry]));
  const folded = new Map(zip.entries.map((entry) => [entry.name.toLowerCase(), entry]));
  const find = (path: string) => exact.get(path) ?? folded.get(path.toLowerCase());
  return {
    bytes: async (path: string) => {
      const entry = find(path);
      return entry ? zip.read(entry) : null;
    },
    text: async (path: string) => {
      const entry = find(path);
      return entry ? decodeXml(await zip.read(entry)) : null;
    },
  };
}

/** Percent-decoded, or as written when it is not valid percent-encoding. */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A reference from the document at `from` resolved to an archive path and its fragment. */
function resolve(from: string, href: string): { path: string; fragment: string | null } {
  const hash = href.indexOf('#');
  const file = percentDecoded(hash >= 0 ? href.slice(0, hash) : href);
  return {
    path: file ? posix.normalize(posix.join(posix.dirname(from), file)) : from,
    fragment: hash >= 0 ? percentDecoded(href.slice(hash + 1)) || null : null,
  };
}

/** EPUB 3 refinements: `<meta refines="#id" property="p">value</meta>`, by id and property. */
function refinements(metadata: Element) {
  const byId = new Map<string, Map<string, string>>();
  for (const meta of elements(metadata, 'meta')) {
    const target = attribute(meta, 'refines')?.replace(/^#/, '');
    const property = attribute(meta, 'property');
    if (!target || !property) continue;
    byId.set(target, (byId.get(target) ?? new Map()).set(property, textOf(meta)));
  }
  return (el: Element, property: string) => byId.get(el.attribs.id ?? '')?.get(property);
}

function readMetadata(metadata: Element | undefined) {
  if (!metadata) return { title: null, author: null, description: '', subjects: [] };
  const refined = refinements(metadata);
  const titles = elements(metadata, 'title');
  const title = titles.find((t) => refined(t, 'title-type') === 'main') ?? titles[0];
  // Authors: creators with the role aut (EPUB 2 attribute or EPUB 3 refinement) or no role at all.
  const creators = elements(metadata, 'creator');
  const role = (c: Element) => attribute(c, 'role') ?? refined(c, 'role');
  const authors = creators.filter((c) => (role(c) ?? 'aut') === 'aut');
  const author = [...new Set((authors.length > 0 ? authors : creators).map((c) => textOf(c)).filter(Boolean))];
  // Calibre and others store the description as escaped HTML: read it as HTML to get its text.
  const description = elements(metadata, 'description')
    .map((d) => DomUtils.textContent(d))
    .flatMap((raw) => htmlParagraphs(raw.includes('<') ? raw : raw.replace(/\n/g, '<br>')).paragraphs)
    .join('\n');
  return {
    title: textOf(title) || null,
    author: author.join('、') || null,
    description,
    subjects: [
      ...new Set(
        elements(metadata, 'subject')
          .map((s) => textOf(s))
          .filter(Boolean),
      ),
    ],
  };
}

/** The EPUB 3 navigation document's toc: every link of `nav[epub:type~=toc]`, nested lists flattened. */
function navToc(xhtml: string, navPath: string): TocEntry[] {
  const navs = elements(parseHtml(xhtml), 'nav');
  const toc = navs.find((nav) => /\btoc\b/.test(attribute(nav, 'type') ?? '')) ?? navs[0];
  if (!toc) return [];
  return elements(toc, 'a').flatMap((a) => {
    const href = a.attribs.href;
    return href ? [{ ...resolve(navPath, href), title: textOf(a) }] : [];
  });
}

/**
 * Pages the package itself calls a table of contents (EPUB 2's guide reference type="toc", EPUB 3's
 * landmarks toc): a list of links, which html-to-epub and Calibre also put in the spine.
 */
function tocPages(opf: ReturnType<typeof parseXml>, opfPath: string, navText: string | null, navPath: string) {
  const guide = elements(opf, 'reference')
    .filter((ref) => attribute(ref, 'type')?.toLowerCase() === 'toc')
    .map((ref) => resolve(opfPath, attribute(ref, 'href') ?? '').path);
  const landmarks = elements(navText ? parseHtml(navText) : [], 'nav')
    .filter((nav) => /\blandmarks\b/.test(attribute(nav, 'type') ?? ''))
    .flatMap((nav) => elements(nav, 'a'))
    .filter((a) => /\btoc\b/.test(attribute(a, 'type') ?? ''))
    .map((a) => resolve(navPath, a.attribs.href ?? '').path);
  return new Set([...guide, ...landmarks]);
}

/** The NCX's navMap: every navPoint, depth first, its navLabel and content src. */
function ncxToc(xml: string, ncxPath: string): TocEntry[] {
  return elements(parseXml(xml), 'navpoint').flatMap((point) => {
    const label = childElement(point, 'navlabel');
    const src = childElement(point, 'content') && attribute(childElement(point, 'content') as Element, 'src');
    return src ? [{ ...resolve(ncxPath, src), title: textOf(label && childElement(label, 'text')) }] : [];
  });
}

export async function readEpubPackage(file: string, zip: ZipArchive): Promise<EpubPackage> {
  const read = archiveFiles(zip).text;
  const container = await read('META-INF/container.xml');
  const rootfiles = container ? elements(parseXml(container), 'rootfile') : [];
  const rootfile =
    rootfiles.find((r) => attribute(r, 'media-type') === 'application/oebps-package+xml') ?? rootfiles[0];
  const opfPath = rootfile && attribute(rootfile, 'full-path');
  const opf = opfPath ? await read(opfPath) : null;
  if (!opfPath || !opf) throw new ImportError(file, 'not an EPUB (no META-INF/container.xml or package document)');
  const doc = parseXml(opf);

  const manifest = new Map<string, { path: string; type: string; properties: string[] }>();
  for (const item of elements(doc, 'item')) {
    const id = attribute(item, 'id');
    const href = attribute(item, 'href');
    if (!id || !href) continue;
    manifest.set(id, {
      path: resolve(opfPath, href).path,
      type: attribute(item, 'media-type') ?? '',
      properties: (attribute(item, 'properties') ?? '').split(/\s+/),
    });
  }
  const items = [...manifest.values()];
  const nav = items.find((item) => item.properties.includes('nav'));
  const spineElement = elements(doc, 'spine')[0];
  const documents = elements(doc, 'itemref')
    .filter((ref) => attribute(ref, 'linear') !== 'no')
    .map((ref) => manifest.get(attribute(ref, 'idref') ?? ''))
    .filter((item) => item !== undefined && item !== nav && /html|xml/.test(item.type))
    .map((item) => item?.path as string);
  // The EPUB 3 navigation document when there is one, else the NCX (the spine's toc, or by type).
  const ncx =
    manifest.get((spineElement && attribute(spineElement, 'toc')) ?? '') ??
    items.find((item) => item.type === 'application/x-dtbncx+xml');
  const navText = nav ? await read(nav.path) : null;
  const ncxText = ncx && (await read(ncx.path));
  // Table-of-contents pages are navigation too, unless they are all the book has.
  const pages = tocPages(doc, opfPath, navText, nav?.path ?? '');
  const content = documents.filter((path) => !pages.has(path));
  const spine = content.length > 0 ? content : documents;
  let toc = navText && nav ? navToc(navText, nav.path) : [];
  if (toc.length === 0 && ncxText && ncx) toc = ncxToc(ncxText, ncx.path);
  // Entries that point at the navigation itself, outside the spine, or twice at one place, go.
  const inSpine = new Set(spine);
  const seen = new Set<string>();
  toc = toc.filter((entry) => {
    const key = `${entry.path}#${entry.fragment ?? ''}`;
    if (!inSpine.has(entry.path) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const metaCover = elements(doc, 'meta').find((m) => attribute(m, 'name') === 'cover');
  const cover =
    items.find((item) => item.properties.includes('cover-image')) ??
    manifest.get((metaCover && attribute(metaCover, 'content')) ?? '');
  return {
    ...readMetadata(elements(doc, 'metadata')[0]),
    spine,
    toc,
    cover: cover?.type.startsWith('image/') ? cover.path : null,
  };
}
