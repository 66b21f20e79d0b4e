/** Theme (spec §1): follows the system unless the reader picks one; `dark` on <html> drives CSS. */
import { proxy, subscribe } from 'valtio';
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
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#121214' : '#ffffff');
  };
  query.addEventListener('change', apply);
  subscribe(theme, apply);
  apply();
}
