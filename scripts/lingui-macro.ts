/**
 * Runs lingui's macro (`t`, `Trans`, `msg`…) over the modules that import it, before Vite's own
 * TypeScript/JSX transform. Vite 8's React plugin has no babel option, and the Rolldown babel plugin
 * needs Node ≥ 22.12 while the project runs on Node ≥ 20.19: this is the same pass on @babel/core alone.
 */
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /@lingui\/(?:core\/|react\/)?macro/;

export function linguiMacro(): Plugin {
  return {
    name: 'manyue:lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: MACRO_IMPORT },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (file.includes('/node_modules/')) return null;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            plugins: /\.[cm]?tsx?$/.test(file)
              ? ['typescript', ...(file.endsWith('x') ? ['jsx' as const] : [])]
              : ['jsx'],
          },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
