/** Theme: follows the system unless the reader picks one; `dark` on <html> drives CSS. */
import { proxy, subscribe } from 'valtio';
import { THEME_COLORS } from '../core/manifest';
import { LOCAL_KEYS } from '../core/storage-keys';
import { readText, writeText } from '../storage/local';

export type ThemeMode = 'system' | 'light' | 'dark';
const MODES: ThemeMode[] = ['system', 'light', 'dark'];

const saved = readText(LOCAL_KEYS.themeMode) as ThemeMode | null;
export const theme = proxy({ mode: saved && MODES.includes(saved) ? saved : ('system' as ThemeMode) });

export function setThemeMode(mode: ThemeMode): void {
  theme.mode = mode;
  writeText(LOCAL_KEYS.themeMode, mode);
}

export function startTheme(): void {
  const query = matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const dark = theme.mode === 'dark' || (theme.mode === 'system' && query.matches);
    document.documentElement.classList.toggle('dark', dark);
    // index.html has one per system scheme, which the browser picks from; a chosen theme sets both.
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      const metaDark = theme.mode === 'system' ? meta.media.includes('dark') : dark;
      meta.setAttribute('content', metaDark ? THEME_COLORS.dark : THEME_COLORS.light);
    }
  };
  query.addEventListener('change', apply);
  subscribe(theme, apply);
  apply();
}
