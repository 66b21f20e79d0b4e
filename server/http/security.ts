/**
 * Security headers and the Content Security Policy of every answer. The site's statistics script
 * (site setting site_statis) is an operator's choice made at run time, so its origin joins
 * script-src and connect-src as the setting says. The operator console (/admin) has a policy of
 * its own: nothing from elsewhere but images, and never framed.
 */

import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { ADMIN_PATH } from '../../src/core/admin/paths';
import { AFTER_PAINT_SCRIPT, THEME_BOOT_SCRIPT } from '../../src/core/theme-boot';

/** The document's one inline script (the theme, decided before the first paint), allowed by its hash. */
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;
const AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

export function originOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function securityHeaders(
  publicApiBase: string,
  statisticsScript: () => Promise<string | null>,
): MiddlewareHandler {
  const variants = new Map<string, MiddlewareHandler>();
  return async (c, next) => {
    if (c.req.path === ADMIN_PATH || c.req.path.startsWith(`${ADMIN_PATH}/`)) return consoleHeaders(c, next);
    const stats = originOf(await statisticsScript());
    const key = stats ?? '';
    let headers = variants.get(key);
    if (!headers) {
      headers = headersFor(publicApiBase, stats);
      variants.set(key, headers);
    }
    return headers(c, next);
  };
}

/** The console's: its own scripts and API only; covers may come from a CDN (MEDIA_BASE_URL). */
const consoleHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'same-origin',
  strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
});

function headersFor(publicApiBase: string, statsOrigin: string | null): MiddlewareHandler {
  const apiOrigin = publicApiBase ? new URL(publicApiBase).origin : null;
  const stats = statsOrigin ? [statsOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stats, THEME_BOOT_HASH, AFTER_PAINT_HASH],
      // React sets style attributes (reserved image sizes, progress widths).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...stats],
      frameSrc: ["'self'", 'https:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    // No Origin-Agent-Cluster: with it Chromium gives the document a process keyed by its origin, and
    // the task that commits a first visit's navigation took 15–48 ms instead of 9–21 (traced under
    // Lighthouse, 10 and 15 first visits). All it would add is turning off document.domain, which
    // the app never sets and browsers key by origin already.
    originAgentCluster: false,
    // Kept although it costs the Lighthouse bench: Lighthouse opens every run from about:blank, and
    // Chromium keeps a page without an opener policy in the blank page's renderer, warm, while this
    // one moves the document to a new renderer whose first tasks (its commit among them) then fall
    // after the first paint. A reader typically arrives from another site, a typed address or the
    // installed app, which start a new renderer with or without it; and the policy keeps a
    // cross-origin window that opened ours from holding on to it.
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-site',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
    xFrameOptions: 'SAMEORIGIN',
    // Powerful features the app never asks for are off for it and anything it frames; fullscreen
    // (the video player), picture-in-picture, clipboard writes (copy buttons), Web Share and
    // the screen wake lock (readers) stay its own.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
      fullscreen: ['self'],
      pictureInPicture: ['self'],
      clipboardWrite: ['self'],
      webShare: ['self'],
      screenWakeLock: ['self'],
    },
  });
}
