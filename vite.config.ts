import { readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacro } from './scripts/lingui-macro';
import { DEFAULT_LOCALE, DEV_API_SECRET } from './src/core/config';
import { API_BASE_FILE, API_PREFIX } from './src/core/contract/paths';
import { THEME_BOOT_SCRIPT } from './src/core/theme-boot';

/** package.json's version, and a build label when one is given (MANYUE_BUILD, e.g. a commit). */
const APP_VERSION = [
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version,
  process.env.MANYUE_BUILD,
]
  .filter(Boolean)
  .join('+');

/**
 * Chunks that the entry loads at once but does not import statically: the default locale's
 * first-screen catalog (awaited before the first render), ky (api/http.ts, loaded by the first
 * request) and the home's data layer with the API client (features/home/home.cache.ts, which asks
 * for the home's answer beside the first render). Preloaded with the entry, with the chunks they
 * import, instead of discovered after it has run.
 */
const EARLY_CHUNKS = [`locales/${DEFAULT_LOCALE}/shell.po`, 'src/api/http.ts', 'src/features/home/home.cache.ts'];

function preloadEarlyChunks(): Plugin {
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
function evaluateEntryInSteps(): Plugin {
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
function inlineThemeBoot(): Plugin {
  return {
    name: 'manyue:inline-theme-boot',
    transformIndexHtml: (html) =>
      html.replace(
        '<!-- theme-boot: src/core/theme-boot.ts, written in here by vite.config.ts -->',
        `<script>${THEME_BOOT_SCRIPT}</script>`,
      ),
  };
}

/**
 * The icon sprite (src/ui/icons.svg) written at the start of each page's <body>: an icon is drawn
 * with no request in front of it, and without the separate SVG document a sprite file costs each
 * page that references it.
 */
function inlineIconSprite(): Plugin {
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
function compileHints(chunks: RegExp): Plugin {
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
function scopedName(name: string, filename: string): string {
  const file = filename.replace(/[?#].*$/, '').replace(/^.*[\\/]src[\\/]/, '');
  let hash = 5381;
  for (let i = 0; i < file.length; i++) hash = (hash * 33) ^ file.charCodeAt(i);
  return `${name}_${(hash >>> 0).toString(36).slice(-5)}`;
}

/**
 * The operator console (admin.html, src/admin/) is built by the same `vite build`, as an
 * environment of its own: its own module graph and chunks, so that nothing it imports changes a
 * byte of the reader's (its framework chunk, its precache). Its files go to dist/admin/.
 */
const CONSOLE = 'admin';

/** The reader's chunks its entry imports statically (the `codeSplitting` groups below, Rolldown's runtime). */
const IN_ENTRY = /^assets\/(framework|app|rolldown-runtime)-[\w-]+\.(js|css)$/;

/** Plugins of the reader's build only (the console's environment has its own router and no worker). */
function readerOnly(options: PluginOption): Plugin[] {
  return ([options].flat(Number.POSITIVE_INFINITY as 1) as Plugin[]).filter(Boolean).map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}

export default defineConfig({
  define: {
    // The envelope key ships in the bundle: obfuscation only, TLS is the protection (docs/api.md).
    __API_SECRET__: JSON.stringify(process.env.API_SECRET || DEV_API_SECRET),
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  css: { modules: { generateScopedName: scopedName } },
  resolve: {
    // React 19 has useSyncExternalStore: the shim's fallback for React < 18 would be dead weight.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  builder: {
    async buildApp(builder) {
      for (const name of ['client', CONSOLE]) {
        const environment = builder.environments[name];
        if (environment) await builder.build(environment);
      }
    },
  },
  environments: {
    [CONSOLE]: {
      consumer: 'client',
      build: {
        outDir: 'dist',
        // The reader's build (the client environment) has just filled it.
        emptyOutDir: false,
        assetsDir: 'admin/assets',
        manifest: false,
        rolldownOptions: {
          input: 'admin.html',
          // Its own folder: the reader's file names (below) would put its files among the reader's.
          output: {
            codeSplitting: true,
            entryFileNames: 'admin/assets/[name]-[hash].js',
            chunkFileNames: 'admin/assets/[name]-[hash].js',
            assetFileNames: 'admin/assets/[name]-[hash][extname]',
          },
        },
      },
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // The home's screen is what the entry is for: in it, not in a chunk fetched once the entry has run.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
      plugin: { vite: { environmentName: 'client' } },
    }),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      routesDirectory: 'src/admin/routes',
      generatedRouteTree: 'src/admin/routeTree.gen.ts',
      plugin: { vite: { environmentName: CONSOLE } },
    }),
    // Vite 8's React plugin has no babel option: lingui's macro runs in its own babel pass first.
    linguiMacro(),
    react(),
    lingui(),
    ...readerOnly(preloadEarlyChunks()),
    ...readerOnly(inlineThemeBoot()),
    ...readerOnly(evaluateEntryInSteps()),
    inlineIconSprite(),
    ...readerOnly(compileHints(/^(framework|data)$/)),
    ...readerOnly(
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // The page registers the worker itself (src/app/service-worker.ts) and the server serves
        // the manifest with the site's name (server/document/manifest.ts).
        injectRegister: false,
        manifest: false,
        injectManifest: {
          rollupFormat: 'iife',
          // The shell: scripts, styles, the page, the icon sprite and the app icons. Covers, pages,
          // avatars and the manifest's screenshots are cached at runtime or not at all.
          globPatterns: ['**/*.{js,css,html,svg}', 'icons/icon-192.png'],
          // The console is never the reader's: it is built after the worker anyway. OpenCC's
          // dictionaries are for zh-Hant readers only: the worker keeps them once one has loaded
          // them (sw/caching.ts), instead of every reader downloading them with the shell.
          globIgnores: ['sw.js', 'avatars/**', 'screenshots/**', 'admin.html', 'admin/**', 'assets/opencc-*.js'],
        },
      }),
    ),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each module needs, for the byte budgets (tests/e2e/bytes.spec.ts).
    manifest: true,
    // Every browser we serve supports <link rel=modulepreload>; the polyfill would be dead weight.
    modulePreload: {
      polyfill: false,
      // A chunk the reader's entry imports statically (the libraries, our code in front of the home,
      // the runtime, their CSS) is in before any dynamic import runs: listing it for preload again
      // with every dynamic import is bytes in front of the first paint for nothing.
      resolveDependencies: (_, deps, { hostId, hostType }) =>
        hostType === 'js' && !hostId.startsWith(`${CONSOLE}/`) ? deps.filter((dep) => !IN_ENTRY.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // Seven hash characters, the fewest Rolldown allows for this many chunks: each chunk names many
        // others (its imports, the preload lists of its dynamic imports), a byte fewer per name, in
        // front of the first render too (whose budget, tests/e2e/bytes.spec.ts, a name's byte can tip).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // What every first visit needs, in two chunks (libraries; our code): they compress better
          // than the pieces the default split leaves behind. Libraries used by one feature stay in
          // its chunks, and ky in its own (api/http.ts): the home's answer in the document is
          // decoded without it.
          groups: [
            {
              // OpenCC and its dictionaries (i18n/hant-text.ts), named for the precache to leave out.
              name: 'opencc',
              test: /node_modules[\\/]opencc-js[\\/]/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui|valtio|proxy-compare|use-sync-external-store|valibot)[\\/]/,
            },
            {
              // The app's own code in front of the home's first paint, in one chunk: what the entry
              // (main.tsx, which stays the entry) imports, with everything those import (taken
              // along as their dependencies) — the shell, the home, its works lists and covers (the
              // API layer comes after it: features/home/home.cache.ts). One chunk compresses better
              // than the dozen small ones the default split leaves behind (imports and exports
              // between them included), and the screens that share these modules import them from it.
              name: 'app',
              test: /[\\/]src[\\/](app[\\/](router|theme\.state)\.ts|features[\\/](home[\\/]home\.menus|install[\\/]install-prompt\.state)\.ts|i18n[\\/]i18n\.ts|state[\\/]site\.ts)$/,
            },
            {
              // The API layer (client, cipher, kept answers, IndexedDB, the works schemas): every
              // screen's first call needs it, the home's first render does not. One chunk, loaded
              // beside the entry, instead of five small ones.
              name: 'data',
              test: /[\\/]src[\\/](api[\\/](index|client|errors|kept|document-boot|answer-schemas)|core[\\/](cipher[\\/]\w+|contract[\\/](content|site|envelope))|storage[\\/]idb|works[\\/]content\.api)\.ts$|node_modules[\\/]idb-keyval[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      [API_PREFIX]: 'http://localhost:8080',
      [API_BASE_FILE]: 'http://localhost:8080',
      // The server writes the manifest (server/document/manifest.ts).
      '/manifest.webmanifest': 'http://localhost:8080',
    },
  },
});
