/**
 * How a title or an author is read: its units, each a Chinese character with its pinyin in the
 * text's context (pinyin-pro: 重生 → chong sheng, 银行行长 → yin hang hang zhang; an author's first
 * character as a surname: 单 → shan) or a run of Latin letters and digits (One Piece → one, piece).
 * Other characters (punctuation, kana) stand between units. Pinyin is toneless, ü typed as v (lv).
 */
import { pinyin } from 'pinyin-pro';
import { type FoldedChar, foldChars } from './fold';

export interface Unit {
  /** The (folded) Chinese character, or null for a Latin run. */
  han: string | null;
  /** Its pinyin, or the run itself. */
  full: string;
  /** Where it stands in the original text (UTF-16 offsets). */
  start: number;
  end: number;
}

export interface Reading {
  chars: FoldedChar[];
  units: Unit[];
}

const LATIN = /^[a-z0-9]$/;
const SYLLABLE = /^[a-z]+$/;

/** One code point of the folded text, with the folded character it came from. */
interface Point {
  text: string;
  from: FoldedChar;
}

function pinyinOf(points: readonly Point[], surname: boolean): string[] {
  const options = { toneType: 'none', type: 'array', v: true, surname: surname ? 'head' : 'off' } as const;
  const inContext = pinyin(points.map((p) => p.text).join(''), options);
  if (inContext.length === points.length) return inContext;
  // Never seen, but a reading out of step with the text would misplace every unit after it.
  return points.map((p) => pinyin(p.text, options)[0] ?? p.text);
}

/** `surname`: the text is a person's name (an author), whose first character reads as a surname. */
export function readingOf(text: string, surname = false): Reading {
  const chars = foldChars(text);
  const points = chars.flatMap((from) => [...from.text].map((point) => ({ text: point, from })));
  const syllables = pinyinOf(points, surname);
  const units: Unit[] = [];
  let run: Unit | null = null;
  for (const [i, point] of points.entries()) {
    const syllable = syllables[i] ?? '';
    if (SYLLABLE.test(syllable) && syllable !== point.text) {
      run = null;
      units.push({ han: point.text, full: syllable, start: point.from.start, end: point.from.end });
    } else if (!LATIN.test(point.text)) {
      run = null;
    } else if (run) {
      run.full += point.text;
      run.end = point.from.end;
    } else {
      run = { han: null, full: point.text, start: point.from.start, end: point.from.end };
      units.push(run);
    }
  }
  return { chars, units };
}

/** Units as stored for matching (work_search): `剑jian 仙xian one`, offsets left out. */
export const encodeUnits = (units: readonly Unit[]): string => units.map((u) => (u.han ?? '') + u.full).join(' ');

export function decodeUnits(encoded: string): Pick<Unit, 'han' | 'full'>[] {
  if (!encoded) return [];
  return encoded.split(' ').map((token) => {
    const first = String.fromCodePoint(token.codePointAt(0) ?? 0);
    return LATIN.test(first) ? { han: null, full: token } : { han: first, full: token.slice(first.length) };
  });
}
