/**
 * A plain static file server, as a bare app is served from a CDN or nginx: the folder's files,
 * the precompressed .br/.gz copy when the browser accepts it, hashed assets (`/assets/`) cached
 * for a year, the page itself `no-cache`, and index.html for any address that is not a file
 * (history routing). Nothing is written into the page. For bench/lighthouse.bench.ts's floor.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveStaticFolder(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!isFile(file)) file = join(root, 'index.html');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((e) => accepts.includes(e) && isFile(`${file}.${e === 'br' ? 'br' : 'gz'}`));
    const body = readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
