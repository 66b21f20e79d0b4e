// Every message a person sees must exist in every locale's catalogs: an empty msgstr would fall back
// to the Simplified source text in the English or Traditional UI (zh-Hant's are filled from zh-CN's by
// scripts/fill-hant.ts, then checked by eye).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/config';

const PARTS = ['shell', 'messages'] as const;

function catalog(locale: string, part: (typeof PARTS)[number] | 'console'): Map<string, string> {
  // The operator console's catalog lives a level deeper (lingui.config.ts).
  const path = part === 'console' ? `admin/${locale}/messages` : `${locale}/${part}`;
  const po = readFileSync(new URL(`../../locales/${path}.po`, import.meta.url), 'utf8');
  const map = new Map<string, string>();
  for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (m[1]) map.set(m[1], m[2] ?? '');
  }
  return map;
}

/** A locale's messages, its two catalogs together (the first screen's and the others'). */
function entries(locale: string): Map<string, string> {
  return new Map(PARTS.flatMap((part) => [...catalog(locale, part)]));
}

describe('message catalogs', () => {
  const zh = entries('zh-CN');
  const en = entries('en-US');
  const hant = entries('zh-Hant');

  it('hold the same messages', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect([...hant.keys()].sort()).toEqual([...zh.keys()].sort());
    expect(zh.size).toBeGreaterThan(100);
  });

  it.each(LOCALES)('%s translates every message', (locale) => {
    const untranslated = [...entries(locale)].filter(([, str]) => str === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES)('%s says a message used on both sides of the split alike', (locale) => {
    const shell = catalog(locale, 'shell');
    const rest = catalog(locale, 'messages');
    expect(shell.size).toBeGreaterThan(20);
    const differing = [...shell].filter(([id, str]) => rest.has(id) && rest.get(id) !== str).map(([id]) => id);
    expect(differing).toEqual([]);
  });

  it.each(['zh-CN', 'en-US'])('%s holds no message the source no longer uses', (locale) => {
    // `npm run extract` drops them (--clean); kept, they would be marked obsolete (#~).
    for (const part of PARTS) {
      const po = readFileSync(new URL(`../../locales/${locale}/${part}.po`, import.meta.url), 'utf8');
      expect(po.match(/^#~ msgid .*/gm) ?? [], `${locale}/${part}.po`).toEqual([]);
    }
  });

  it('keep the tab labels of the spec', () => {
    expect(zh.get('layouts.anime')).toBe('漫画');
    expect(en.get('layouts.collection')).toBe('Favourites');
    expect(hant.get('layouts.anime')).toBe('漫畫');
  });

  it('say the error catalogue in Traditional Chinese, with Taiwan wording', () => {
    expect(hant.get('网络异常，请检查连接')).toBe('網路異常，請檢查連線');
    expect(hant.get('数据解析失败')).toBe('資料解析失敗');
    expect(hant.get('无权限访问')).toBe('無權限存取');
    expect(hant.get('设置')).toBe('設定');
    expect(hant.get('视频')).toBe('影片');
  });
});

describe('the operator console’s catalogs', () => {
  it('hold the same messages, every one translated', () => {
    const zh = catalog('zh-CN', 'console');
    const en = catalog('en-US', 'console');
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    expect(zh.size).toBeGreaterThan(100);
    for (const locale of [zh, en]) expect([...locale].filter(([, str]) => str === '').map(([id]) => id)).toEqual([]);
  });
});
