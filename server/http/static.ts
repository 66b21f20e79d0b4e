/**
 * The built PWA: hashed assets cached for a year, precompressed .br/.gz served when accepted,
 * and a history-mode fallback to index.html for app routes, never for /api2, assets, media or
 * anything that looks like a file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const NO_FALLBACK = /^\/(api2|assets|media)(\/|$)|\.[a-z0-9]+$/i;

export function serveApp(app: Hono, distDir: string): void {
  const indexFile = join(distDir, 'index.html');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
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

  app.get('*', (c) => {
    if (NO_FALLBACK.test(c.req.path)) return c.text('Not found', 404);
    if (!existsSync(indexFile)) return c.text('The app is not built: run `npm run build` (or `npm start`).', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
