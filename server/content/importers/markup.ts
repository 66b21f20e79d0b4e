/**
 * The markup an import meets (an EPUB's container, package, NCX, navigation and XHTML documents;
 * ComicInfo.xml), parsed with htmlparser2 and walked as data: nothing is rendered or run, and what
 * comes out is plain text.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

export type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
type Node = ReturnType<typeof parseDocument>['children'][number];

const isElement = (node: Node): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** XML as written (prefixes and case kept): package documents, NCX, ComicInfo. */
export const parseXml = (text: string) => parseDocument(text, { xmlMode: true });

/** XHTML read the forgiving HTML way (all named entities, `<div/>` closed), tags in lower case. */
export const parseHtml = (text: string) => parseDocument(text, { recognizeSelfClosing: true });

/** The name without its namespace prefix, lower case: `dc:Title` → `title`. */
export const localName = (element: Element) => (element.name.split(':').pop() ?? '').toLowerCase();

/** Descendant elements with this local name, in document order. */
export const elements = (root: Node | Node[], name: string): Element[] =>
  DomUtils.findAll((el) => localName(el) === name, Array.isArray(root) ? root : [root]);

/** The first direct child element with this local name. */
export const childElement = (parent: Element, name: string): Element | undefined =>
  parent.children.find((node): node is Element => isElement(node) && localName(node) === name);

/** An attribute by its local name (`opf:role` and `role` alike). */
export function attribute(element: Element, name: string): string | undefined {
  for (const [key, value] of Object.entries(element.attribs)) {
    if ((key.split(':').pop() ?? '').toLowerCase() === name) return value;
  }
  return undefined;
}

/** HTML named entities an XML parser leaves alone (`&hellip;` in a package document). */
const decodeNamedEntities = (text: string) =>
  text.replace(/&[a-z][a-z0-9]{1,31};/gi, (entity) => DomUtils.textContent(parseDocument(entity)));

/** An element's text on one line, whitespace collapsed. */
export const textOf = (node: Node | undefined) =>
  node ? decodeNamedEntities(DomUtils.textContent(node)).replace(/\s+/g, ' ').trim() : '';

/** An element's text with its line breaks: its non-empty lines, each trimmed. */
export const linesOf = (node: Node | undefined) =>
  node
    ? decodeNamedEntities(DomUtils.textContent(node))
        .split(/\r?\n/)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
    : [];

/** Elements whose content a reader never sees as text. */
const SKIPPED = new Set(
  'head title script style template noscript svg math img image picture audio video canvas object embed iframe rt rp button input select textarea'.split(
    ' ',
  ),
);
const BLOCKS = new Set(
  'address article aside blockquote body caption center dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const HEADING = /^h[1-6]$/;
const CJK = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
/** A line break between two CJK characters is no space (CSS Text's segment break rule). */
const CJK_BREAK = new RegExp(`(${CJK})[ \\t\\r\\n]*\\n[ \\t\\r\\n]*(?=${CJK})`, 'gu');

export interface DocumentText {
  /** Paragraphs of plain text, in order, none empty. */
  paragraphs: string[];
  /** For each anchor asked for and found: the index of the first paragraph at or after it. */
  anchors: Map<string, number>;
  /** The first heading's text, else the document's <title>. */
  heading: string;
}

const hidden = (el: Element) =>
  el.attribs.hidden !== undefined ||
  /display\s*:\s*none/i.test(el.attribs.style ?? '') ||
  /\bpagebreak\b/.test(`${el.attribs['epub:type'] ?? ''} ${el.attribs.role ?? ''}`);

/**
 * An (X)HTML document as paragraphs of text: block elements and <br> end a paragraph, whitespace
 * collapses as a browser would, entities are decoded; scripts, styles, images, ruby annotations
 * and hidden elements give nothing.
 */
export function htmlParagraphs(html: string, wanted: ReadonlySet<string> = new Set()): DocumentText {
  const doc = parseHtml(html);
  const body = elements(doc, 'body')[0];
  const result: DocumentText = { paragraphs: [], anchors: new Map(), heading: '' };
  let line = '';
  const flush = () => {
    const text = line
      .replace(CJK_BREAK, '$1')
      .replace(/[ \t\r\n\f]+/g, ' ')
      .replace(/^\s+|\s+$/g, '');
    if (text) result.paragraphs.push(text);
    line = '';
  };
  const walk = (nodes: Node[], pre: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        // In a <pre> each line is a paragraph.
        for (const [i, part] of (pre ? node.data.split(/\r?\n/) : [node.data]).entries()) {
          if (i > 0) flush();
          line += part;
        }
        continue;
      }
      if (!isElement(node)) continue;
      const name = node.name;
      if (SKIPPED.has(name) || hidden(node)) continue;
      const id = node.attribs.id ?? (name === 'a' ? node.attribs.name : undefined);
      if (id !== undefined && wanted.has(id) && !result.anchors.has(id)) {
        flush();
        result.anchors.set(id, result.paragraphs.length);
      }
      if (name === 'br') {
        flush();
        continue;
      }
      const block = BLOCKS.has(name);
      if (block) flush();
      walk(node.children, pre || name === 'pre');
      if (!result.heading && HEADING.test(name)) result.heading = textOf(node);
      if (block) flush();
    }
  };
  walk(body ? body.children : doc.children, false);
  flush();
  result.heading ||= textOf(elements(doc, 'title')[0]);
  return result;
}
