import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_LOCALE, DEV_API_SECRET } from './src/core/config';

/**
 * The default locale's catalog is awaited before the first render: preload it with the entry
 * instead of discovering it after the entry has run.
 */
function preloadDefaultCatalog(): Plugin {
  return {
    name: 'manyue:preload-default-catalog',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      const chunk = Object.values(ctx.bundle ?? {}).find(
        (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(`locales/${DEFAULT_LOCALE}/messages.po`),
      );
      if (!chunk) return html;
      return [
        { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' },
      ];
    },
  };
}

export default defineConfig({
  define: {
    // The envelope key ships in the bundle: obfuscation only, TLS is the protection (docs/api.md).
    __API_SECRET__: JSON.stringify(process.env.API_SECRET || DEV_API_SECRET),
  },
  resolve: {
    // React 19 has useSyncExternalStore: the shim's fallback for React < 18 would be dead weight.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    // Vite 8's React plugin has no babel option: lingui's macro runs in its own babel pass first.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    preloadDefaultCatalog(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser we serve supports <link rel=modulepreload>; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every first visit needs, in one chunk: it compresses better than the pieces
          // the default split leaves behind. Libraries used by one feature stay in its chunks.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui|valtio|proxy-compare|use-sync-external-store|ky|valibot)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api2': 'http://localhost:8080', '/apiPath.txt': 'http://localhost:8080' } },
});
