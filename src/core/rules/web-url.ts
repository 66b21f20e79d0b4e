/**
 * Links that leave the app (the app centre's) must be absolute http(s) addresses: `javascript:`,
 * `data:` and the like are refused by the server before it serves them and by the page before it
 * opens them.
 */
export function webUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
