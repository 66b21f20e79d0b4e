/** The reader's recent searches, newest first, kept on the device (at most 10). */
import * as v from 'valibot';
import { LOCAL_KEYS } from '../../core/storage-keys';
import { readJson, writeJson } from '../../storage/local';

const MAX = 10;
const History = v.array(v.pipe(v.string(), v.maxLength(50)));

export const readSearchHistory = (): string[] => readJson(LOCAL_KEYS.searchHistory, History) ?? [];

export function rememberSearch(keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return readSearchHistory();
  const next = [word, ...readSearchHistory().filter((w) => w !== word)].slice(0, MAX);
  writeJson(LOCAL_KEYS.searchHistory, next);
  return next;
}

export function clearSearchHistory(): void {
  writeJson(LOCAL_KEYS.searchHistory, null);
}
