import { readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  compileHints,
  evaluateEntryInSteps,
  inlineIconSprite,
  inlineThemeBoot,
  preloadEarlyChunks,
  scopedName,
} from './scripts/build-plugins';
import { linguiMacro } from './scripts/lingui-macro';
import { DEV_API_SECRET } from './src/core/config';
import { API_BASE_FILE, API_PREFIX } from './src/core/contract/paths';

/** package.json's version, and a build label when one is given (MANYUE_BUILD, e.g. a commit). */
const APP_VERSION = [
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version,
  process.env.MANYUE_BUILD,
]
  .filter(Boolean)
  .join('+');

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
          globPatterns: ['**/*.{js,css,html,svg}', 'icons/icon-192.png', 'icons/favicon-48.png'],
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
