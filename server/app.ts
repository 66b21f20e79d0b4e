/** Composes the reference server: the Host check, security headers, /apiPath.txt, the API, media, the manifest, and the built PWA. */
import { Hono } from 'hono';
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { API_BASE_FILE, API_PREFIX, HEALTH_PATH } from '../src/core/contract/paths';
import { mountConsole } from './admin/console';
import { homeCache } from './api/home-cache';
import { createApi } from './api/router';
import { siteStatisticsScript } from './api/site';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { documentFiller } from './document/document';
import { serveManifest } from './document/manifest';
import { hostGuard } from './http/host';
import { mediaCrossOrigin, serveMedia } from './http/media';
import { securityHeaders } from './http/security';
import { serveApp } from './http/static';
import { MEDIA_PREFIX } from './media/media-store';
import { VariantStore } from './media/media-variants';
import { servePayments } from './payments/routes';

export async function createApp(db: Db, config: ServerConfig): Promise<Hono> {
  const cipher = createEnvelopeCipher(keyFromSecret(config.apiSecret));
  // The app reads its API base from this encrypted file before its first call.
  const apiPath = await cipher.encryptText(config.publicApiBase);

  const homes = homeCache(cipher);

  const app = new Hono();
  app.use('*', hostGuard(config));
  app.use(`${MEDIA_PREFIX}/*`, mediaCrossOrigin);
  app.use('*', securityHeaders(config.publicApiBase, siteStatisticsScript(db)));
  app.get(HEALTH_PATH, (c) => c.json({ ok: true }));
  app.get(API_BASE_FILE, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text(apiPath);
  });
  app.route(API_PREFIX, createApi(db, config, cipher, homes));
  const variants = new VariantStore(config.mediaDir, config.mediaVariantDir);
  mountConsole(app, { db, config, variants });
  servePayments(app, db, config);
  serveMedia(app, config.mediaDir, variants);
  serveManifest(app, db);
  serveApp(app, config.distDir, documentFiller(db, config, apiPath, homes));
  return app;
}
