/**
 * Addresses from site settings end up in href, src and iframe attributes, so only web addresses
 * pass: http(s) anywhere, or a path on our own origin. `javascript:`, `data:` and the like are
 * refused here rather than trusted to the settings' author.
 */
export function safeUrl(raw: string | null | undefined, origin: string): URL | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Same-origin addresses are routed in the app; others open in a new tab. */
export const isSameOrigin = (url: URL, origin: string) => url.origin === origin;

/** A same-origin address as the router wants it: path, query and hash. */
export const appPath = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * What the page may embed (iframes, images): https, or our own origin. The server's CSP allows
 * no more (frame-src and img-src: 'self' https:), so a plain-http address would only show as
 * a broken frame or image.
 */
export const isEmbeddable = (url: URL, origin: string) => url.protocol === 'https:' || url.origin === origin;
