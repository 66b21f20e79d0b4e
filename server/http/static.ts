/**
 * The built PWA: hashed assets cached for a year, precompressed .br/.gz served when accepted,
 * and a history-mode fallback to index.html for app routes, never for /api2, assets, media or
 * anything that looks like a file. The document itself (`/` and the fallback) goes through `fill`
 * when given: the reference server adds its first answers (document.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { DocumentFiller } from './document';

const NO_FALLBACK = /^\/(api2|assets|media|admin)(\/|$)|\.[a-z0-9]+$/i;

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
  app.use('/assets/*', immutable);
  // The console's own (admin.html's build), apart from the app's: never precached by its worker.
  app.use('/admin/assets/*', immutable);
  // /index.html itself stays the plain file: it is what the service worker precaches, and a copy
  // kept there must not carry answers (or an API base) from the day it was cached.
  if (fill) app.get('/', compress(), serveDocument);
  app.use(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (path, c) => {
        if (!path.includes('/assets/')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );

  app.get('*', compress(), async (c) => {
    if (NO_FALLBACK.test(c.req.path)) return c.text('Not found', 404);
    return serveDocument(c);
  });
}
