/**
 * GET /manifest.webmanifest: the app's manifest (src/core/manifest.ts) under the site's own name
 * (site setting site_name), read on every request so that a renamed site installs under its new
 * name. `no-cache` with an ETag: browsers revalidate it cheaply.
 */
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { MANIFEST_PATH } from '../../src/core/contract/paths';
import { webManifest } from '../../src/core/manifest';
import type { Db } from '../db/engine';
import { siteSetting } from '../db/site';

export function serveManifest(app: Hono, db: Db): void {
  app.get(MANIFEST_PATH, etag(), async (c) => {
    const name = await siteSetting(db, 'site_name');
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json');
    return c.body(JSON.stringify(webManifest(name)));
  });
}
