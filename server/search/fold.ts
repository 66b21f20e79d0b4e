/**
 * The form in which titles, authors and queries are compared: each character on its own folded to
 * Simplified (OpenCC, Taiwan and Hong Kong variants too), lower case and its compatibility form
 * (full-width ＡＢＣ１ → abc1), so that 劍仙, 剑仙 and ＪＩＡＮ meet. Character by character, so that
 * every folded character knows where it came from in the text (the matched part is highlighted
 * there) and a query folds exactly as the titles it is looked up in.
 */
import { Converter } from 'opencc-js/t2cn';

const taiwan = Converter({ from: 'tw', to: 'cn' });
const hongKong = Converter({ from: 'hk', to: 'cn' });

/** One character of the text, folded: `text` may be longer than one (㍿ → 株式会社) or empty. */
export interface FoldedChar {
  text: string;
  /** Where the character stands in the original text (UTF-16 offsets). */
  start: number;
  end: number;
}

const cache = new Map<string, string>();

function foldChar(char: string): string {
  let folded = cache.get(char);
  if (folded === undefined) {
    const compatible = char.normalize('NFKC').toLowerCase();
    folded = /^\s+$/u.test(compatible) ? ' ' : hongKong(taiwan(compatible));
    if (cache.size < 50_000) cache.set(char, folded);
  }
  return folded;
}

/** The text's characters folded, whitespace as one space each. */
export function foldChars(text: string): FoldedChar[] {
  const chars: FoldedChar[] = [];
  let start = 0;
  for (const char of text) {
    chars.push({ text: foldChar(char), start, end: start + char.length });
    start += char.length;
  }
  return chars;
}

/** The literal key: the folded text without whitespace (spaces never decide a match). */
export const literalKey = (chars: readonly FoldedChar[]): string =>
  chars
    .map((c) => c.text)
    .join('')
    .replace(/\s+/gu, '');

/** A query or a field in its literal key form. */
export const foldText = (text: string): string => literalKey(foldChars(text));
