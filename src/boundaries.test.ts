/**
 * The client's import boundaries (README "Project layout"), checked on every source file under src/:
 * - a feature imports core/, api/, state/, storage/, ui/, i18n/ and the shared layers (works/,
 *   queries/, reading/, offline/), never another feature and never app/;
 * - nothing below the features (shared layers included) imports a feature or app/: app/, routes/
 *   and main.tsx compose, everything else is composed;
 * - reading/ may use offline/ (chapter lists show download marks, the readers' calls fall back to
 *   downloaded chapters), so offline/ never imports reading/;
 * - core/ imports only core/: it is what page, service worker and server share.
 * Each crossing is reported as one line naming the file, the import and what to do instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Folders under src/ that may never import from src/features/. */
const BELOW_FEATURES = ['api', 'core', 'i18n', 'offline', 'queries', 'reading', 'state', 'storage', 'ui', 'works'];

/** What may import app/: the router's routes, app/ itself and the entry. */
const COMPOSERS = ['app', 'routes', 'main.tsx'];

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

const layerOf = (file: string) => file.split('/')[0]!;

/** The broken rule of one import, as a readable line; null when it keeps every rule. */
function crossing(file: string, specifier: string): string | null {
  const target = normalize(join(dirname(file), specifier))
    .split('\\')
    .join('/');
  const from = featureOf(file);
  const to = featureOf(target);
  const layer = layerOf(file);
  const targetLayer = layerOf(target);
  const line = (why: string) => `src/${file} imports '${specifier}': ${why}`;
  if (to && from && from !== to) {
    return line(
      `feature ${to} from feature ${from}: move what both need into a shared layer (works/, queries/, reading/, offline/) or compose the two in a route`,
    );
  }
  if (to && !from && BELOW_FEATURES.includes(layer)) return line(`feature ${to}: ${layer}/ is below the features`);
  if (targetLayer === 'app' && !COMPOSERS.includes(layer)) {
    return line(`app/ composes the app and is imported by nothing below it: move what is needed to ui/ or state/`);
  }
  if (layer === 'offline' && targetLayer === 'reading') {
    return line('reading/ uses offline/, not the other way: move what both need below them (core/, state/, ui/)');
  }
  if (layer === 'core' && targetLayer !== 'core') {
    return line(`core/ is shared by page, worker and server and imports only core/`);
  }
  return null;
}

/** Every crossing of a boundary in these files (paths relative to src/). */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    for (const specifier of relativeImports(source)) {
      const broken = crossing(file, specifier);
      if (broken) found.push(broken);
    }
  }
  return found;
}

function sources(): Map<string, string> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file));
  return new Map(files.map((file) => [file.split('\\').join('/'), readFileSync(join(SRC, file), 'utf8')]));
}

describe('import boundaries', () => {
  it('finds the source tree', () => {
    expect(sources().has('features/home/HomeScreen.tsx')).toBe(true);
  });

  it('no file crosses a boundary', () => {
    expect(boundaryViolations(sources())).toEqual([]);
  });

  it('names the importing file and the import of each crossing', () => {
    const files = new Map([
      ['features/detail/WorkDetailScreen.tsx', "import { x } from '../library/history';\nimport y from './own';"],
      ['features/home/HomeFeed.tsx', "const Lazy = lazy(() => import('../discover/SearchScreen'));"],
      ['features/home/Same.tsx', "import { HomeShell } from '../home/HomeShell';"],
      ['works/WorkList.tsx', "export { a } from '../features/special/EndListScreen';"],
      ['routes/index.tsx', "import { HomeScreen } from '../features/home/HomeScreen';"],
      ['works/WorkRow.tsx', "import { WorkCover } from './WorkCover';"],
      ['features/video/VideoScreen.tsx', "import { ScreenHeader } from '../../app/ScreenHeader';"],
      ['state/session.ts', "import { sendTokenToNative } from '../app/native-bridge';"],
      ['app/RootLayout.tsx', "import { TabBar } from '../ui/TabBar';\nimport { startup } from './startup';"],
      ['offline/DownloadSheet.tsx', "import { clock } from '../reading/position-label';"],
      ['reading/chapter.api.ts', "import { outbox } from '../offline/outbox';"],
      ['core/rules/chapters.ts', "import { app } from '../../state/app';"],
    ]);
    expect(boundaryViolations(files)).toEqual([
      expect.stringMatching(
        /^src\/features\/detail\/WorkDetailScreen\.tsx imports '\.\.\/library\/history': feature library from feature detail/,
      ),
      expect.stringMatching(
        /^src\/features\/home\/HomeFeed\.tsx imports '\.\.\/discover\/SearchScreen': feature discover from feature home/,
      ),
      expect.stringMatching(/^src\/works\/WorkList\.tsx imports '\.\.\/features\/special\/EndListScreen'/),
      expect.stringMatching(/^src\/features\/video\/VideoScreen\.tsx imports '\.\.\/\.\.\/app\/ScreenHeader': app\//),
      expect.stringMatching(/^src\/state\/session\.ts imports '\.\.\/app\/native-bridge': app\//),
      expect.stringMatching(/^src\/offline\/DownloadSheet\.tsx imports '\.\.\/reading\/position-label': reading\//),
      expect.stringMatching(/^src\/core\/rules\/chapters\.ts imports '\.\.\/\.\.\/state\/app': core\//),
    ]);
  });
});
