// Every message a person sees must exist in both catalogs: an empty msgstr would fall back to the
// Chinese source text in the English UI.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

function entries(locale: string): Map<string, string> {
  const po = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const map = new Map<string, string>();
  for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (m[1]) map.set(m[1], m[2] ?? '');
  }
  return map;
}

describe('message catalogs', () => {
  const zh = entries('zh-CN');
  const en = entries('en-US');

  it('hold the same messages', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect(zh.size).toBeGreaterThan(100);
  });

  it.each(['zh-CN', 'en-US'])('%s translates every message', (locale) => {
    const untranslated = [...entries(locale)].filter(([, str]) => str === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('keep the tab labels of the spec', () => {
    expect(zh.get('layouts.anime')).toBe('漫画');
    expect(en.get('layouts.collection')).toBe('Favourites');
  });
});
