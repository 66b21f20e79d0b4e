/**
 * The build's own Vite plugins for the reader's document and chunks: what the entry preloads and in
 * which steps it is evaluated, the theme and the icons written into the page, V8's compile hints,
 * and CSS module class names. Composed in vite.config.ts.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE } from '../src/core/config';
import { THEME_BOOT_SCRIPT } from '../src/core/theme-boot';

/**
 * Chunks that the entry loads at once but does not import statically: the default locale's
 * first-screen catalog (awaited before the first render), ky (api/http.ts, loaded by the first
 * request) and the home's data layer with the API client (features/home/home.cache.ts, which asks
 * for the home's answer beside the first render). Preloaded with the entry, with the chunks they
 * import, instead of discovered after it has run.
 */
const EARLY_CHUNKS = [`locales/${DEFAULT_LOCALE}/shell.po`, 'src/api/http.ts', 'src/features/home/home.cache.ts'];

export function preloadEarlyChunks(): Plugin {
  return {
    name: 'manyue:preload-early-chunks',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      const bundle = ctx.bundle ?? {};
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      // What the entry imports statically has its own preload already.
      const seen = new Set(entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : []);
      const files: string[] = [];
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') return;
        seen.add(file);
        files.push(file);
        for (const next of chunk.imports) visit(next);
      };
      for (const item of Object.values(bundle))
        if (item.type === 'chunk' && EARLY_CHUNKS.some((end) => item.facadeModuleId?.endsWith(end)))
          visit(item.fileName);
      if (!files.length) return html;
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * The chunks the entry imports statically (Rolldown's runtime, the libraries, our code in front of
 * the home) are module scripts of their own, before the entry's, each still fetched at its
 * preload's priority: run in order (in the document, or async = false where core/theme-boot.ts
 * inserts them), each is evaluated in a task of its own instead of the whole graph in one long task
 * when the entry runs.
 */
export function evaluateEntryInSteps(): Plugin {
  return {
    name: 'manyue:evaluate-entry-in-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        if (entry?.type !== 'chunk') return html;
        // Each after the chunks it imports: its script then evaluates nothing but its own code.
        const ordered: string[] = [];
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (ordered.includes(file) || chunk?.type !== 'chunk' || !entry.imports.includes(file)) return;
          for (const next of chunk.imports) visit(next);
          ordered.push(file);
        };
        for (const file of entry.imports) visit(file);
        const script = (file: string, extra = '') =>
          `<script type="module" crossorigin${extra} src="/${file}"></script>`;
        const own = ordered.map((file) => script(file, ' fetchpriority="high"')).join('');
        return ordered
          .reduce((out, file) => out.replace(`<link rel="modulepreload" crossorigin href="/${file}">`, ''), html)
          .replace(script(entry.fileName), own + script(entry.fileName));
      },
    },
  };
}

/** The theme decided inline, before the first paint: no request for it in front of that paint. */
export function inlineThemeBoot(): Plugin {
  return {
    name: 'manyue:inline-theme-boot',
    transformIndexHtml: (html) =>
      html.replace(
        '<!-- theme-boot: src/core/theme-boot.ts, written in here by scripts/build-plugins.ts -->',
        `<script>${THEME_BOOT_SCRIPT}</script>`,
      ),
  };
}

/**
 * The icon sprite (src/ui/icons.svg) written at the start of each page's <body>: an icon is drawn
 * with no request in front of it, and without the separate SVG document a sprite file costs each
 * page that references it.
 */
export function inlineIconSprite(): Plugin {
  const sprite = readFileSync('src/ui/icons.svg', 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(' xmlns="http://www.w3.org/2000/svg"', '')
    .trim();
  return { name: 'manyue:inline-icon-sprite', transformIndexHtml: (html) => html.replace('<body>', `<body>${sprite}`) };
}

/**
 * Chrome compiles the big chunks every first screen runs (the libraries, the API layer) eagerly, on
 * a background thread while they download, instead of each function on the main thread when it is
 * first called (V8's explicit compile hints). The hint must be a chunk's first line: it goes on
 * after Vite has written its own first lines. Not on our own chunk in front of the home's first
 * render: its ~40 bytes each would take that JS over its budget (tests/e2e/bytes.spec.ts).
 */
export function compileHints(chunks: RegExp): Plugin {
  return {
    name: 'manyue:compile-hints',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && chunks.test(file.name)) file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
      },
    },
  };
}

/** CSS module class names: the local name and a short hash of the file (scoped per file, fewer bytes than Vite's default). */
export function scopedName(name: string, filename: string): string {
  const file = filename.replace(/[?#].*$/, '').replace(/^.*[\\/]src[\\/]/, '');
  let hash = 5381;
  for (let i = 0; i < file.length; i++) hash = (hash * 33) ^ file.charCodeAt(i);
  return `${name}_${(hash >>> 0).toString(36).slice(-5)}`;
}
