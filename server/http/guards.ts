/** Requests refused before any handler runs: wrong method, and browsers too old for the app. */
import type { MiddlewareHandler } from 'hono';

/** UC Browser before 13 and Quark before 5 lack what the app needs (405 → upgrade toast). */
export function isOutdatedBrowser(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  const uc = /UCBrowser\/(\d+)/.exec(userAgent);
  if (uc && Number(uc[1]) < 13) return true;
  const quark = /Quark\/(\d+)/.exec(userAgent);
  return Boolean(quark && Number(quark[1]) < 5);
}

export const postOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return next();
  if (c.req.method !== 'POST' || isOutdatedBrowser(c.req.header('user-agent'))) {
    c.header('Allow', 'POST');
    return c.json({ code: 405 }, 405);
  }
  return next();
};
