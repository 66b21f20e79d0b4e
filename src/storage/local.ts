/**
 * localStorage and cookies, validated on read. Storage can be full, disabled (private mode) or
 * edited by hand: every read falls back to a default and every write reports failure instead of
 * throwing into a render.
 */
import * as v from 'valibot';

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function readJson<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  const raw = readText(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through: corrupt JSON is dropped like an invalid value
  }
  writeText(key, null);
  return null;
}

export function writeJson(key: string, value: unknown): boolean {
  return writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

// The spec keeps the token and invite code in a cookie too; the Cookie Store API is not in Safari < 18.4.
export function writeCookie(name: string, value: string | null, expires?: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  if (value === null) {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    return;
  }
  const until = expires ? `; Expires=${new Date(expires).toUTCString()}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${name}=${encodeURIComponent(value)}${until}; Path=/; SameSite=Lax${secure}`;
}
