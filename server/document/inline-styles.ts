/**
 * The document's stylesheets written into it: the entry's CSS (the app's tokens, the shell and the
 * home) becomes a <style> in <head>, so nothing blocks the first paint on a request. Each link
 * stays, with a type no browser styles with, so it is never fetched (Chromium fetches a `disabled`
 * one, at the highest priority, beside the document): it tells the app's chunk loader (which looks
 * at rel and href) that the sheet is in, so that a screen importing it later does not add it a second
 * time. A copy of the plain index.html (the service worker's, a CDN's) keeps its ordinary links.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Not text/css: a stylesheet link of another type is never fetched. */
const INLINED_TYPE = 'text/x-inlined';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

const kept = new Map<string, { mtimeMs: number; css: string }>();

/** A built stylesheet's text, read again only when a deploy has replaced it; null when it is gone. */
function stylesheet(distDir: string, file: string): string | null {
  const path = join(distDir, file);
  try {
    const { mtimeMs } = statSync(path);
    const hit = kept.get(path);
    if (hit?.mtimeMs === mtimeMs) return hit.css;
    // `</style` inside the CSS (a string or comment) would end the block early.
    const css = readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style');
    kept.set(path, { mtimeMs, css });
    return css;
  } catch {
    return null;
  }
}

export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(STYLESHEET, (link, file: string) => {
    const css = stylesheet(distDir, file);
    return css === null
      ? link
      : `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" type="${INLINED_TYPE}">`;
  });
}
