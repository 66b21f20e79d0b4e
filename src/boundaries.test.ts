/**
 * The client's import boundaries (README "Project layout"): a feature imports core/, api/, state/,
 * storage/, ui/, i18n/ and the shared layers (works/, queries/, reading/, offline/), never another
 * feature; and nothing below the features (shared layers included) imports a feature. What two
 * features both need goes down into a shared layer; a route or app/ composes features.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Folders under src/ that may never import from src/features/ (routes, app and main compose them). */
const BELOW_FEATURES = ['api', 'core', 'i18n', 'offline', 'queries', 'reading', 'state', 'storage', 'ui', 'works'];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

/** Relative import specifiers of one source file (static, dynamic, re-exports, side-effect imports). */
function relativeImports(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2]!);
}

/** `features/<name>/…` → name; anything else → null. `file` is relative to src/. */
function featureOf(file: string): string | null {
  const [top, name, ...rest] = file.split('/');
  return top === 'features' && name && rest.length > 0 ? name : null;
}

/** Every crossing of a boundary in these files (paths relative to src/), as one readable line each. */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    const from = featureOf(file);
    const layer = file.split('/')[0]!;
    for (const specifier of relativeImports(source)) {
      const target = normalize(join(dirname(file), specifier))
        .split('\\')
        .join('/');
      const to = featureOf(target);
      if (!to) continue;
      if (from && from !== to) {
        found.push(
          `src/${file} imports '${specifier}' (feature ${to}) from feature ${from}: move what both need into a shared layer (works/, queries/, reading/, offline/) or compose the two in a route`,
        );
      } else if (!from && BELOW_FEATURES.includes(layer)) {
        found.push(`src/${file} imports '${specifier}' (feature ${to}): ${layer}/ is below the features and may not`);
      }
    }
  }
  return found;
}

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) {
        files.set(relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(SRC);
  return files;
}

describe('import boundaries', () => {
  it('no feature imports another feature, and no shared layer imports a feature', () => {
    expect(boundaryViolations(sources())).toEqual([]);
  });

  it('names the importing file and the import of each crossing', () => {
    const files = new Map([
      ['features/detail/WorkDetailScreen.tsx', "import { x } from '../library/history';\nimport y from './own';"],
      ['features/home/HomeFeed.tsx', "const Lazy = lazy(() => import('../discover/SearchScreen'));"],
      ['features/home/Same.tsx', "import { HomeShell } from '../home/HomeShell';"],
      ['works/WorkList.tsx', "export { a } from './features/special/EndListScreen';"],
      ['routes/index.tsx', "import { HomeScreen } from './features/home/HomeScreen';"],
      ['works/WorkRow.tsx', "import { WorkCover } from './WorkCover';"],
    ]);
    expect(boundaryViolations(files)).toEqual([
      expect.stringMatching(
        /^src\/features\/detail\/WorkDetailScreen\.tsx imports '\.\.\/library\/history' \(feature library\)/,
      ),
      expect.stringMatching(
        /^src\/features\/home\/HomeFeed\.tsx imports '\.\.\/discover\/SearchScreen' \(feature discover\)/,
      ),
      expect.stringMatching(/^src\/works\/WorkList\.tsx imports '\.\.\/features\/special\/EndListScreen'/),
    ]);
  });
});
