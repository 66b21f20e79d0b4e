/**
 * The built PWA: hashed assets cached for a year (and answered from memory: asset-memory.ts),
 * precompressed .br/.gz served when accepted, and a history-mode fallback to index.html for app
 * routes, never for the server's own paths (core's SERVER_PREFIXES) or anything that looks like a
 * file. Hidden files and folders of the build (Vite's .vite/manifest.json, a map of every chunk)
 * are read by the server, never served. The document itself (`/` and the fallback) goes through
 * `fill` when given: the reference server adds its first answers (server/document/document.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { ADMIN_PREFIX, ASSETS_PREFIX, isServerPath } from '../../src/core/contract/paths';
import { assetsFromMemory } from './asset-memory';

/** Adds to the document what the server knows of the screen asked for (server/document/document.ts). */
export type DocumentFiller = (c: Context, html: string) => Promise<string>;

/** A segment starting with a dot: `/.vite/…`, `/.env`. */
const HIDDEN = /\/\./;

export function serveApp(app: Hono, distDir: string, fill?: DocumentFiller): void {
  const indexFile = join(distDir, 'index.html');

  const serveDocument = async (c: Context) => {
    if (!existsSync(indexFile)) return c.text('The app is not built: run `npm run build` (or `npm start`).', 503);
    // Read each time: a deploy replaces the files under a running server.
    const page = readFileSync(indexFile, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(fill ? await fill(c, page) : page);
  };

  const immutable = async (c: Context, next: () => Promise<void>) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  };
  app.use(`${ASSETS_PREFIX}/*`, immutable);
  // The console's own (admin.html's build), apart from the app's: never precached by its worker.
  app.use(`${ADMIN_PREFIX}${ASSETS_PREFIX}/*`, immutable);
  const fromMemory = assetsFromMemory(distDir);
  app.use(`${ASSETS_PREFIX}/*`, fromMemory);
  app.use(`${ADMIN_PREFIX}${ASSETS_PREFIX}/*`, fromMemory);
  // /index.html itself stays the plain file: it is what the service worker precaches, and a copy
  // kept there must not carry answers (or an API base) from the day it was cached.
  if (fill) app.get('/', compress(), serveDocument);
  const files = serveStatic({
    root: distDir,
    precompressed: true,
    onFound: (path, c) => {
      if (!path.includes(`${ASSETS_PREFIX}/`)) c.header('Cache-Control', 'no-cache');
    },
  });
  app.use('*', (c, next) => (HIDDEN.test(c.req.path) ? next() : files(c, next)));

  app.get('*', compress(), async (c) => {
    if (isServerPath(c.req.path)) return c.text('Not found', 404);
    return serveDocument(c);
  });
}
