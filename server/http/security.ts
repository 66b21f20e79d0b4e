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
  crossOriginOpenerPolicy: 'same-origin',
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
    // No opener policy on the reader's pages. Chromium moves a document that sends one out of the
    // renderer it was opened from into a new one, whose start-up tasks then land after the first
    // paint. Under Lighthouse (every run opens from about:blank), blocking-time medians with it and
    // without were 26 and 4 ms (home), 43 and 8 (detail), 81 and 16 (comic reader), 36 and 48
    // (novel reader), 42 and 42 (video) in one run of five each; 148 and 10 (home), 121 and 68
    // (comic reader) in another of six. What it guards is an opener holding our window: the app
    // opens no popups and every outside link goes with noopener. The console, where an operator's
    // session has power over the site, keeps it.
    crossOriginOpenerPolicy: false,
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
