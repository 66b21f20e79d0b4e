/**
 * GET /media/*: covers, pages and clips from the media folder, and the committed sample clips at
 * /media/samples/*. Byte ranges (players seek and browsers stream video by range), validators
 * (ETag, Last-Modified → 304), and a year of caching for content-addressed names. Only known
 * media types are served, and a path never leaves its folder. `?w=<width>` on an image asks for a
 * width variant (see src/core/media-variants.ts), in AVIF or WebP by the Accept header.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { parseRange } from '../../src/core/contract/byte-range';
import { IMAGE_WIDTHS, type ImageWidth, requestedWidth, WIDTH_PARAM } from '../../src/core/media-variants';
import { MEDIA_PREFIX, SAMPLES_DIR, SAMPLES_PREFIX } from '../media/media-store';
import { hasVariants, VARIANT_TYPES, type VariantPlan, type VariantStore } from '../media/media-variants';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  // The samples' HLS segments: MPEG-TS under a name TypeScript tooling leaves alone.
  '.m2t': 'video/mp2t',
};

/**
 * `<16 hex>.<ext>`, or an avatar's `<16 hex>-<side>.<ext>`: named by its content, so the name never
 * changes meaning.
 */
const CONTENT_ADDRESSED = /^[0-9a-f]{16}(-\d{1,4})?\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (the samples) may be replaced under the same name: cached a day, then revalidated. */
const REVALIDATE = 'public, max-age=86400';

/** The file a /media/ path names, or null when the path is malformed or tries to leave its folder. */
export function resolveMediaPath(rawPath: string, mediaDir: string): string | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const inSamples = `${segments[0]}/` === SAMPLES_PREFIX;
  const root = resolve(inSamples ? SAMPLES_DIR : mediaDir);
  const file = resolve(join(root, ...(inSamples ? segments.slice(1) : segments)));
  return file.startsWith(root + sep) ? file : null;
}

const notFound = (c: Context) => c.text('Not found', 404);

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is this one. */
function notModified(c: Context, etag: string, lastModified: string): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  return ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
}

/**
 * A width variant of an image: its validators follow the original's (a variant changes only when
 * its original does), and Vary: Accept because the same address answers AVIF, WebP or the
 * original's format. Undefined when it cannot be drawn (the original is sent instead).
 */
async function answerVariant(
  c: Context,
  variants: VariantStore,
  source: { file: string; mtimeMs: number; etag: string; lastModified: string; cacheControl: string },
  width: ImageWidth,
): Promise<Response | undefined> {
  let plan: VariantPlan;
  try {
    plan = await variants.plan(source.file, source.mtimeMs, width, c.req.header('accept'));
  } catch (error) {
    console.warn(`media: no variants of ${source.file}:`, error);
    return undefined;
  }
  const { format } = plan;
  const headers: Record<string, string> = {
    'Content-Type': VARIANT_TYPES[format],
    ETag: `${source.etag.slice(0, -1)}-w${width}-${format}"`,
    'Last-Modified': source.lastModified,
    'Cache-Control': source.cacheControl,
    Vary: 'Accept',
  };
  if (notModified(c, headers.ETag as string, source.lastModified)) return c.body(null, 304, headers);
  let bytes: Buffer;
  try {
    bytes = await readFile(plan.asIs ? source.file : await variants.get(source.file, source.mtimeMs, width, format));
  } catch (error) {
    console.warn(`media: no ${width} px variant of ${source.file}:`, error);
    return undefined;
  }
  headers['Content-Length'] = String(bytes.length);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(bytes), 200, headers);
}

/**
 * Media may be shown by an app on another site (PUBLIC_API_BASE points elsewhere) and fetched by
 * hls.js: registered before the security headers, so that this policy is the one that stays.
 */
export const mediaCrossOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  c.res.headers.set('Access-Control-Allow-Origin', '*');
};

export function serveMedia(app: Hono, mediaDir: string, variants: VariantStore): void {
  app.get(`${MEDIA_PREFIX}/*`, async (c) => {
    const url = new URL(c.req.url);
    const rawPath = url.pathname.slice(MEDIA_PREFIX.length + 1);
    const file = resolveMediaPath(rawPath, mediaDir);
    if (!file) return c.text('Bad media path', 400);
    const width = requestedWidth(url.searchParams.get(WIDTH_PARAM));
    if (width === 'invalid') return c.text(`Bad image width: one of ${IMAGE_WIDTHS.join(', ')}`, 400);
    const ext = extname(file).toLowerCase();
    const type = TYPES[ext];
    if (!type) return notFound(c);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(c);

    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
    const name = file.slice(file.lastIndexOf(sep) + 1);
    const cacheControl = CONTENT_ADDRESSED.test(name) ? IMMUTABLE : REVALIDATE;
    // Variants of the media folder's images; a width asked of a clip or a sample is ignored.
    if (width !== null && hasVariants(ext) && !rawPath.startsWith(SAMPLES_PREFIX)) {
      const source = { file, mtimeMs: info.mtimeMs, etag, lastModified, cacheControl };
      const variant = await answerVariant(c, variants, source, width);
      if (variant) return variant;
    }
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': lastModified,
      'Cache-Control': cacheControl,
    };
    if (notModified(c, etag, lastModified)) return c.body(null, 304, headers);

    // If-Range: a range of a file that has changed since the client's copy is useless; send it whole.
    const ifRange = c.req.header('if-range');
    const rangeHeader = !ifRange || ifRange === etag || ifRange === lastModified ? c.req.header('range') : undefined;
    const range = parseRange(rangeHeader, info.size);
    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
    }
    const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, info.size - 1];
    const status = range.kind === 'part' ? 206 : 200;
    if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
    headers['Content-Length'] = String(end - start + 1);
    // HEAD (answered by this GET route): the headers only, and no file left open.
    if (c.req.method === 'HEAD' || info.size === 0) return c.body(null, status, headers);
    const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(stream, status, headers);
  });
}
