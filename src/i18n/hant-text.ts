/**
 * Works' words in Traditional Chinese with Taiwan's wording: OpenCC's Simplified → Taiwan
 * conversion (s2twp: its phrase segmentation, then Simplified → Traditional, then Taiwan's phrases
 * and variants), with every dictionary entry that would change a text's length left out (U盘 →
 * 隨身碟, a rare character outside the BMP): a converted text has the original's length in UTF-16
 * units, so a novel's reading position (a text offset) and a suggestion's matched part stay where
 * they are. This chunk holds the dictionaries (about 400 KB gzip): only zh-Hant readers load it.
 */
import { Trie } from 'opencc-js/core';
import STCharacters from 'opencc-js/dict/STCharacters';
import STPhrases from 'opencc-js/dict/STPhrases';
import STRegionalPhrases from 'opencc-js/dict/STPhrases_GeneratedFromRegionalPhrases';
import TWPhrases from 'opencc-js/dict/TWPhrases';
import TWVariants from 'opencc-js/dict/TWVariants';
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases';

/** An OpenCC dictionary (`from to|from to|…`) without the entries that change a text's length. */
export function sameLength(dict: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const entry of dict.split('|')) {
    const [from, to] = entry.split(' ');
    if (from !== undefined && to !== undefined && from.length === to.length) entries.push([from, to]);
  }
  return entries;
}

function trieOf(dicts: readonly string[]): Trie {
  const trie = new Trie();
  // OpenCC's order: in a group, the first dictionary wins (it is loaded last).
  trie.loadDictGroup(dicts.map(sameLength));
  return trie;
}

const simplifiedToTraditional = trieOf([STPhrases, STRegionalPhrases, STCharacters]);
const taiwan = trieOf([TWPhrases, TWVariantsPhrases, TWVariants]);

/**
 * OpenCC's s2twp in one pass: the text is cut at its phrases (the longest match of two characters or
 * more), each converted as a whole, the characters between them one by one; then Taiwan's phrases
 * convert each piece on its own (軟件 → 軟體 inside a phrase, never across two). The phrase match
 * that cuts the text is the one that converts it.
 */
export function toTraditional(text: string): string {
  let out = '';
  let between = '';
  for (let i = 0; i < text.length; ) {
    const char = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    const match = simplifiedToTraditional.matchPrefix(text, i);
    if (match && match.end - i > char) {
      if (between) out += taiwan.convert(between);
      out += taiwan.convert(match.value);
      between = '';
      i = match.end;
    } else {
      between += match ? match.value : text.slice(i, i + char);
      i += char;
    }
  }
  return between ? out + taiwan.convert(between) : out;
}

/**
 * Once the dictionaries are in, the conversion runs over a few thousand phrases in idle time: its
 * code is then compiled hot, and the first chapter a reader opens converts as fast as the next.
 */
if (typeof requestIdleCallback === 'function') {
  requestIdleCallback(() => toTraditional(STPhrases.slice(0, 40_000).replace(/[ |]/g, '')));
}

/** Fields that hold addresses, codes and the app's own words, never works' words. */
const NOT_WORDS = new Set([
  'cover',
  'image',
  'icon',
  'url',
  'pages',
  'sources',
  'more',
  'kind',
  'status',
  'access',
  'style',
  'type',
  'format',
]);

/** Every string of an answer (or of a kept record) in Traditional Chinese, but its addresses and codes. */
export function traditionalWords<T>(value: T): T {
  if (typeof value === 'string') return toTraditional(value) as T;
  if (Array.isArray(value)) return value.map((item) => traditionalWords(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = NOT_WORDS.has(key) ? field : traditionalWords(field);
  return out as T;
}
