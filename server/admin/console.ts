/**
 * The operator console on this server: its JSON API under /admin/api (every endpoint declared
 * with its area and schema, see endpoint.ts) and its pages, the console's own HTML (admin.html of
 * the build) for /admin and everything under it, with a Content Security Policy of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ADMIN_API, ADMIN_PATH } from '../../src/core/admin/paths';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { chapterEndpoints } from './chapters';
import type { ConsoleDeps } from './context';
import { dashboardEndpoints } from './dashboard';
import { answerRefusal } from './endpoint';
import { homeEndpoints } from './home';
import { imageEndpoint } from './images';
import { importEndpoints } from './imports';
import { moneyEndpoints } from './money';
import { noticeEndpoints } from './notices';
import { operatorEndpoints } from './operators';
import { orderEndpoints } from './orders';
import { readerEndpoints } from './readers';
import { AdminRefusal } from './refusal';
import { siteEndpoints } from './site';
import { topicEndpoints } from './topics';
import { createUploads, uploadRoutes } from './uploads';
import { coverEndpoint, workEndpoints } from './works';

/** JSON bodies of the console API (files go through uploads and the cover endpoint). */
const JSON_LIMIT = 256 * 1024;

export function consoleApi(deps: ConsoleDeps): Hono {
  const api = new Hono();
  const uploads = createUploads(deps);
  // Files are uploaded (tus), covers and pictures posted as bytes; every other body is small JSON.
  uploadRoutes(api, deps, uploads);
  coverEndpoint(api, deps);
  imageEndpoint(api, deps);
  api.use('*', bodyLimit({ maxSize: JSON_LIMIT, onError: (c) => answerRefusal(c, new AdminRefusal(413, 'tooLarge')) }));
  authEndpoints(api, deps);
  workEndpoints(api, deps);
  chapterEndpoints(api, deps);
  importEndpoints(api, deps, uploads);
  auditEndpoints(api, deps);
  operatorEndpoints(api, deps);
  orderEndpoints(api, deps);
  moneyEndpoints(api, deps);
  readerEndpoints(api, deps);
  noticeEndpoints(api, deps);
  homeEndpoints(api, deps);
  topicEndpoints(api, deps);
  siteEndpoints(api, deps);
  dashboardEndpoints(api, deps);
  api.all('*', (c) => answerRefusal(c, new AdminRefusal(404, 'notFound')));
  return api;
}

/** The console's pages: every path under /admin but its API and its built files is its single page app. */
function servePages(app: Hono, distDir: string): void {
  const page = async () => {
    const file = join(distDir, 'admin.html');
    // Read each time: a deploy replaces the files under a running server.
    if (!existsSync(file)) return new Response('The console is not built: run `npm run build`.', { status: 503 });
    return new Response(readFileSync(file, 'utf8'), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  };
  app.get(ADMIN_PATH, page);
  const notPage = new RegExp(`^${ADMIN_API}/|^${ADMIN_PATH}/assets/`);
  app.get(`${ADMIN_PATH}/*`, (c, next) => (notPage.test(c.req.path) ? next() : page()));
}

export function mountConsole(app: Hono, deps: ConsoleDeps): void {
  app.route(ADMIN_API, consoleApi(deps));
  servePages(app, deps.config.distDir);
}
