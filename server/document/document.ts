/**
 * The app's document with its first answers: the encrypted API base and, on `/`, the home answer of
 * the default channel (on a detail, its workDetail; on a reader, the chapter's content as a visitor
 * reads it) in a JSON block, the screen's scripts and its styles' preloads, plus a high-priority
 * preload of the first banner — so that the largest image starts with the document instead of after
 * the chain entry → /apiPath.txt → home. The client reads the block when it is there and fetches
 * the same things in parallel when it is not (a plain CDN), so nothing here is required. On `/`, on
 * a comic's or novel's detail and on a comic's chapter it also prints the screen's first paint
 * (first-paint.ts), which shows before the scripts run, and the entry's stylesheets are written in
 * (inline-styles.ts): nothing in front of that paint waits on a request. The answers are written as
 * the API's caller reads them once decrypted, not encrypted: what the document's first paint shows
 * already, and as plain JSON they compress, which keeps a painted document within a slow link's
 * first round trip (about 14 KB); the app has none to decrypt.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, FALLBACK_BRAND } from '../../src/core/config';
import type { HomeAnswer } from '../../src/core/contract/content';
import { DOCUMENT_BOOT_ID, type DocumentAnswer, type DocumentBoot } from '../../src/core/contract/paths';
import { isMessagingWebView } from '../../src/core/in-app-browser';
import {
  BANNER_SIZES,
  BANNER_WIDTHS,
  COVER_SIZES,
  COVER_WIDTHS,
  type ImageSources,
  imageSources,
  MAX_DPR,
} from '../../src/core/media-variants';
import { AFTER_PAINT_SCRIPT } from '../../src/core/theme-boot';
import { contentHandlers } from '../api/content';
import { requestContext } from '../api/context';
import type { HomeCache } from '../api/home-cache';
import { readingHandlers } from '../api/reading';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { siteSetting } from '../db/site';
import { escapeHtml } from '../http/html-escape';
import type { DocumentFiller } from '../http/static';
import {
  detailFirstPaint,
  firstPaintStyle,
  homeFirstPaint,
  novelFirstPaint,
  readerFirstPaint,
  videoFirstPaint,
} from './first-paint';
import { inlineStylesheets } from './inline-styles';

/** The channel `/` shows (the comic home). */
const DEFAULT_CHANNEL = 'comic';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

let kept: { file: string; mtimeMs: number; chunks: Record<string, ManifestChunk> } | null = null;

/** Vite's manifest of the build being served, parsed again only when a deploy has replaced it. */
function manifestOf(distDir: string): Record<string, ManifestChunk> | null {
  const file = join(distDir, '.vite', 'manifest.json');
  let mtimeMs: number;
  try {
    ({ mtimeMs } = statSync(file));
  } catch {
    return null;
  }
  if (kept?.file !== file || kept.mtimeMs !== mtimeMs)
    kept = { file, mtimeMs, chunks: JSON.parse(readFileSync(file, 'utf8')) };
  return kept.chunks;
}

/** The file route modules (src/routes/…) that may serve `path`: `/a/b` is a/b.tsx or a/b/index.tsx. */
function routeModules(path: string): string[] {
  const clean = path.replace(/\/+$/, '');
  if (!/^[\w/-]*$/.test(clean)) return [];
  return clean ? [`src/routes${clean}.tsx`, `src/routes${clean}/index.tsx`] : ['src/routes/index.tsx'];
}

/**
 * The tags for what the screen at `path` needs from Vite's manifest, which the entry would otherwise
 * only ask for once it has run, and their imports once those have: the start-up wiring (session,
 * site settings) on every screen; off the home (whose screen is in the entry) the route's chunks
 * with their CSS, the route tree and the default language's whole catalog, all of which main.tsx
 * waits for before such a screen's first render, and the answer schemas its first call needs. The
 * screen's code arrives with the framework. Its chunks are module scripts, each after the chunks it
 * imports, run in order: each is evaluated in a task of its own as it arrives, not the whole graph
 * in one long task when the router imports the screen (its import then finds them evaluated).
 */
function screenCode(distDir: string, html: string, path: string): string {
  const chunks = manifestOf(distDir);
  if (!chunks) return '';
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  };
  const modules = routeModules(path);
  for (const key of Object.keys(chunks)) if (modules.some((module) => key.split('?')[0] === module)) visit(key);
  if (path !== '/') {
    // An address no route serves gets the not-found screen: nothing worth fetching early.
    if (!files.size) return '';
    visit('src/routeTree.gen.ts');
    visit(`locales/${DEFAULT_LOCALE}/messages.po`);
    // Every endpoint's answer schema (api/answer-schemas.ts): the screen's first call checks its answer with it.
    visit('src/core/contract/answers.ts');
  }
  visit('src/app/startup.ts');
  // A sheet's preload in CORS mode, as the app's loader asks for it (crossorigin): in another mode
  // the loader would not get the preload, and the sheet would be fetched again.
  return [...files]
    .filter((file) => !html.includes(`/${file}`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<script type="module" crossorigin src="/${file}"></script>`,
    )
    .join('');
}

/** `<`, `>` and `&` escaped, so that nothing in the JSON can close the block or open a comment. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Preloads of the home's largest image with the candidates its <img> has (works/cover-sources.ts),
 * so that the browser fetches the variant the page then shows, not a second file: one link per
 * resolution range, as the page scales `sizes` above MAX_DPR (3× stands for every ratio above it).
 */
function firstImagePreload(answer: HomeAnswer): string {
  const banner = answer.banners[0]?.image;
  const cover = answer.sections.find((s) => s.items.length)?.items[0]?.cover;
  const url = banner ?? cover;
  if (!url) return '';
  const sources = (dpr: number) =>
    banner
      ? imageSources(url, BANNER_WIDTHS, BANNER_SIZES, dpr)
      : imageSources(url, COVER_WIDTHS, COVER_SIZES.grid, dpr);
  const link = ({ src, srcSet, sizes }: ImageSources, media?: string) =>
    `<link rel="preload" as="image" href="${escapeHtml(src)}"${
      srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : ''
    }${media ? ` media="${media}"` : ''} fetchpriority="high">`;
  const low = sources(1);
  if (!low.srcSet) return link(low);
  return link(low, `(max-resolution: ${MAX_DPR}dppx)`) + link(sources(3), `(min-resolution: ${MAX_DPR + 0.01}dppx)`);
}

/** Detail screens whose first call is `workDetail {id}` (works/WorkDetailGate.tsx), the same for every reader. */
const DETAIL_PATHS = new Set(['/manga/manga_index', '/novel/novel_index', '/video_index']);
/** Those that show the work's hero first (WorkDetailScreen); the video's shows its player. */
const HERO_DETAILS = new Set(['/manga/manga_index', '/novel/novel_index']);
/** Readers whose first call is `chapterContent {chapter_id}` for the address's chapter (reading/chapter.api.ts). */
const READER_PATHS = new Set(['/manga/manga_content', '/novel/novel_content']);
/**
 * A reader's first paint, the address parameter that opens its chapter elsewhere than at its start,
 * and whether a painted document still carries the chapter's answer: a novel's page of text holds
 * the screen while the app asks for it, and its whole text (a chapter runs to many kilobytes) would
 * take the document past the first round trip of a slow link.
 */
const READER_PAINTS: Record<string, { paint: typeof readerFirstPaint; position: string; carriesAnswer: boolean }> = {
  '/manga/manga_content': { paint: readerFirstPaint, position: 'page', carriesAnswer: true },
  '/novel/novel_content': { paint: novelFirstPaint, position: 'offset', carriesAnswer: false },
};

export function documentFiller(db: Db, config: ServerConfig, apiPath: string, homes: HomeCache): DocumentFiller {
  return async (c, html) => {
    const path = c.req.path;
    const userAgent = c.req.header('user-agent') ?? '';
    const answers: DocumentAnswer[] = [];
    const boot: DocumentBoot = { apiPath, answers };
    const code = screenCode(config.distDir, html, path);
    let preload = '';
    let paint = '';
    const detailId = DETAIL_PATHS.has(path) ? Number(c.req.query('id')) : 0;
    // On a reader, the chapter as a visitor reads it: what a first visit (no login yet) opens with.
    // The app takes it only while it has no token, or the new guest's its first visit just created
    // (a document is mostly a first visit's: later ones come from the service worker's copy).
    const chapterId = READER_PATHS.has(path) ? Number(c.req.query('chapter')) : 0;
    const positive = (id: number) => Number.isSafeInteger(id) && id > 0;
    if (path === '/' || positive(detailId) || positive(chapterId)) {
      // The answers as the API gives them to a caller without a session.
      const ctx = requestContext(c, db, config, undefined);
      try {
        if (path === '/') {
          const { answer } = await homes(DEFAULT_CHANNEL, ctx);
          answers.push({ name: 'home', body: { channel: DEFAULT_CHANNEL }, answer });
          preload = firstImagePreload(answer);
          // Messaging apps' browsers see the refusal before anything else: no home under it.
          if (!isMessagingWebView(userAgent))
            paint = homeFirstPaint(answer, (await siteSetting(db, 'site_name')) || FALLBACK_BRAND);
        } else if (positive(chapterId)) {
          const answer = await readingHandlers.chapterContent({ chapter_id: chapterId }, ctx);
          // A locked chapter's answer depends on who asks (a guest's gold, auto-buy): fetched then.
          if (answer.readable) {
            // The chapter from its start (a comic's first pages, a novel's first page), in a browser that shows the app.
            const reader = READER_PAINTS[path];
            if (reader && !Number(c.req.query(reader.position)) && !isMessagingWebView(userAgent))
              paint = reader.paint(path, answer);
            if (!paint || reader?.carriesAnswer)
              answers.push({
                name: 'chapterContent',
                body: { chapter_id: chapterId },
                answer,
                visitor: true,
              });
          }
        } else {
          const answer = await contentHandlers.workDetail({ id: detailId }, ctx);
          answers.push({ name: 'workDetail', body: { id: detailId }, answer });
          if (isMessagingWebView(userAgent)) paint = '';
          else if (HERO_DETAILS.has(path)) paint = detailFirstPaint(path, answer);
          else paint = videoFirstPaint(answer, Number(c.req.query('episode')));
        }
        if (paint) preload += firstPaintStyle();
      } catch {
        // The document goes out without the answer (an unknown work, say): the app asks for it.
      }
    }
    const block = `<script type="application/json" id="${DOCUMENT_BOOT_ID}">${jsonInHtml(boot)}</script>`;
    // The image's preload first in <head>; the screen's chunks after the entry's own scripts, which
    // they must not queue behind; the block at the end of <body>, so that its bytes follow
    // everything the browser can start on.
    const filled = inlineStylesheets(html, config.distDir)
      .replace('<title>', `${preload}<title>`)
      .replace('</head>', `${code}</head>`)
      .replace('<div id="root">', `${paint}<div id="root">`);
    const done = filled.includes('</body>') ? filled.replace('</body>', `${block}</body>`) : filled + block;
    return paint ? afterPaint(done) : done;
  };
}

/**
 * A painted document's module scripts, their preloads and its screens' stylesheets' preloads start
 * once it has painted (the inline loader, core/theme-boot.ts): on a slow link their bytes would
 * otherwise share the wire with the first paint's image, and their parsing the main thread with its
 * layout. The first paint needs none of them (its style is in the document).
 */
function afterPaint(html: string): string {
  const tags: string[] = [];
  const later = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload" as="style)"[^>]*>/g;
  const rest = html.replace(later, (tag) => {
    tags.push(tag);
    return '';
  });
  return rest.replace(
    '</body>',
    `<template id="app-scripts">${tags.join('')}</template><script>${AFTER_PAINT_SCRIPT}</script></body>`,
  );
}
