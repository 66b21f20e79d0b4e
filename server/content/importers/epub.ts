/**
 * The text of an EPUB: container.xml names the package (OPF), whose spine lists the XHTML
 * documents in reading order; their markup is reduced to lines of text. Title and author come
 * from the package's Dublin Core metadata.
 */
import { posix } from 'node:path';
import { ImportError } from './import-error';
import { readZip } from './zip';

export interface EpubText {
  title: string | null;
  author: string | null;
  text: string;
}

const utf8 = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : null);

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? null) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** XHTML to text: block ends become line breaks, every other tag goes. */
export function xhtmlToText(xhtml: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(xhtml)?.[1] ?? xhtml;
  return decodeEntities(
    body
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|section|blockquote)>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

export async function readEpub(file: string): Promise<EpubText> {
  const entries = await readZip(file);
  const container = utf8(entries['META-INF/container.xml']);
  const opfPath = container && attribute(/<rootfile\b[^>]*>/i.exec(container)?.[0] ?? '', 'full-path');
  const opf = opfPath ? utf8(entries[opfPath]) : null;
  if (!opfPath || !opf) throw new ImportError(file, 'not an EPUB (no META-INF/container.xml or package file)');
  const base = posix.dirname(opfPath);
  const manifest = new Map<string, string>();
  for (const [tag] of opf.matchAll(/<item\b[^>]*>/gi)) {
    const id = attribute(tag, 'id');
    const href = attribute(tag, 'href');
    if (id && href) manifest.set(id, posix.normalize(posix.join(base, decodeURIComponent(href))));
  }
  const parts: string[] = [];
  for (const [tag] of opf.matchAll(/<itemref\b[^>]*>/gi)) {
    const path = manifest.get(attribute(tag, 'idref') ?? '');
    const xhtml = path ? utf8(entries[path]) : null;
    if (xhtml) parts.push(xhtmlToText(xhtml));
  }
  if (parts.length === 0) throw new ImportError(file, 'the EPUB spine names no readable documents');
  const meta = (name: string) => {
    const value = new RegExp(`<dc:${name}\\b[^>]*>([\\s\\S]*?)</dc:${name}>`, 'i').exec(opf)?.[1];
    return value ? decodeEntities(value.replace(/<[^>]+>/g, '')).trim() || null : null;
  };
  return { title: meta('title'), author: meta('creator'), text: parts.join('\n') };
}
