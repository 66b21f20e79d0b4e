/**
 * The build's hashed assets, answered from memory. A file under a hashed name never changes, so its
 * bytes (and its precompressed .br and .gz) are read once, on its first request; after that an
 * answer costs one stat (the disk stays the truth: a file a deploy removed is gone, one rewritten is
 * read again). From disk, each asset costs the server about a millisecond of CPU (a stat per
 * encoding, an open, a read stream, a close), and a first visit asks ~35 of them while the reader's
 * phone is busy with the page. A name not on disk, a Range request, a method other than GET or
 * HEAD, or assets past MEMORY_LIMIT_BYTES go on to the file server.
 */
import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** A few builds' assets (one is ~5 MB with its .br and .gz); past it, assets come from disk. */
const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

/** Plain file names under the assets folder: no `..`, no `%` escapes, no hidden segments. */
const PLAIN_PATH = /^(?:\/[\w-][\w.-]*)+$/;

type Bytes = Uint8Array<ArrayBuffer>;
const bytesOf = (file: string): Bytes => new Uint8Array(readFileSync(file));

interface Asset {
  type: string;
  lastModified: string;
  /** The file as it was read (a rewrite changes it). */
  stamp: string;
  /** Its bytes in memory, all encodings. */
  size: number;
  identity: Bytes;
  br?: Bytes;
  gzip?: Bytes;
}

export function assetsFromMemory(distDir: string): MiddlewareHandler {
  const assets = new Map<string, Asset>();
  let bytes = 0;

  const load = (path: string): Asset | undefined => {
    const file = join(distDir, path);
    const stats = statSync(file, { throwIfNoEntry: false });
    const known = assets.get(path);
    if (known && stats && stampOf(stats) === known.stamp) return known;
    if (known) {
      assets.delete(path);
      bytes -= known.size;
    }
    if (!stats?.isFile()) return undefined;
    const read = (suffix: string) => (existsSync(file + suffix) ? bytesOf(file + suffix) : undefined);
    const identity = bytesOf(file);
    const br = read('.br');
    const gzip = read('.gz');
    const size = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (bytes + size > MEMORY_LIMIT_BYTES) return undefined;
    const asset: Asset = {
      type: getMimeType(file) ?? 'application/octet-stream',
      lastModified: stats.mtime.toUTCString(),
      stamp: stampOf(stats),
      size,
      identity,
      br,
      gzip,
    };
    bytes += size;
    assets.set(path, asset);
    return asset;
  };

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.header('range') || !PLAIN_PATH.test(c.req.path)) {
      return next();
    }
    const asset = load(c.req.path);
    if (!asset) return next();
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    const encoding = asset.br && accepted.has('br') ? 'br' : asset.gzip && accepted.has('gzip') ? 'gzip' : null;
    const body = encoding ? (asset[encoding] as Bytes) : asset.identity;
    c.header('Content-Type', asset.type);
    if (asset.br || asset.gzip) c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body.length));
    c.header('Last-Modified', asset.lastModified);
    return method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  };
}

const stampOf = (stats: Stats) => `${stats.mtimeMs}:${stats.size}`;

/** `br;q=1.0, gzip` → {br, gzip}; an encoding refused with q=0 is not accepted. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (params.some((p) => /^q=0(?:\.0*)?$/.test(p))) continue;
    if (name) accepted.add(name);
  }
  return accepted;
}
