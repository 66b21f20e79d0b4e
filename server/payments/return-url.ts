/**
 * Where a payment sends the reader back: a page of the app on this site, never anywhere else.
 *
 * Checking the text the client sent is not enough: URL parsing drops tabs and newlines, reads `\`
 * as `/`, resolves `..` and decodes nothing else, so `/\t/evil.example` passes a "starts with one
 * slash" test and resolves to another host. What is checked is the *resolved* URL: the site's own
 * origin, a path the app answers (none of the server's own, core's SERVER_PREFIXES, nor a file),
 * and no control character or backslash anywhere in what was sent.
 */
import { isServerPath } from '../../src/core/contract/paths';

/** C0 and C1 controls (which URL parsing drops or percent-encodes), and the backslash it reads as `/`. */
const UNSAFE = /[\p{Cc}\\]/u;

/**
 * The absolute address on `origin` that `path` names, with `?order=<orderNo>` added; null when it
 * would leave the site or name a path the app does not own.
 */
export function returnUrl(origin: string, path: string, orderNo: string): string | null {
  if (UNSAFE.test(path) || !path.startsWith('/') || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  // `/.//x` and `/..//x` resolve to a path starting with `//`: a protocol-relative address once written as a path.
  if (url.origin !== origin || url.pathname.startsWith('//') || isServerPath(url.pathname)) return null;
  url.hash = '';
  url.searchParams.set('order', orderNo);
  return url.href;
}

/**
 * The same-site path (with its query) of a stored return address, for a redirect or a link from
 * this server's own pages: whatever host an older order was given, the reader stays on the site
 * that serves the page.
 */
export function sitePath(stored: string): string {
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}`;
  return url.pathname.startsWith('//') || UNSAFE.test(path) ? '/' : path;
}
