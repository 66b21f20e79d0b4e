/**
 * What a query matches in one field (a title, an author), and where: literally (folded: 劍仙 finds
 * 剑仙, spaces and case never count), or unit by unit, each unit taken by its character, its full
 * pinyin or its initial, the query's last unit by a part of its pinyin (剑xian, jianx, jx, j仙).
 * The search's SQL finds pure queries by their terms (keys.ts); a query that mixes characters and
 * Latin letters is checked here against its candidates' stored units, and the answer's matched
 * parts (highlighted under the search box) are found here too.
 */
import { pinyin } from 'pinyin-pro';
import { foldChars, literalKey } from './fold';
import type { Reading, Unit } from './reading';

export interface SearchQuery {
  /** The folded query: the literal key the terms are looked up with. */
  key: string;
  /** Characters and Latin letters together (剑xian): matched unit by unit, not by one term. */
  mixed: boolean;
  /**
   * A mixed query's lookups besides itself, whose candidates are checked unit by unit: its later
   * characters read as pinyin (剑xian传 → 剑xianzhuan, among the mixed terms: keys.ts; jian仙 →
   * jianxian), and by initials where its letters are initials (剑xd → jxd, j仙 → jx).
   */
  readings: string[];
  /** A mixed query's characters: a work it finds holds each of them where it matched. */
  hans: string[];
}

/** Readings of a mixed query looked up at most (a query of many polyphonic characters). */
const MAX_READINGS = 8;
const HAN = /\p{Script=Han}/u;

/**
 * Whether the query's letters are initials somewhere: a run of them with no vowel, two or more (xd)
 * or before a character (j仙). A lone letter at the end (剑x) is the start of a syllable.
 */
function hasInitials(key: string): boolean {
  for (const match of key.matchAll(/[a-z]+/g)) {
    const next = key[(match.index ?? 0) + match[0].length] ?? '';
    if (!/[aeiouv]/.test(match[0]) && (match[0].length > 1 || HAN.test(next))) return true;
  }
  return false;
}

/** Every way of spelling `key` with one of each character's options, at most MAX_READINGS. */
function spellings(points: readonly string[][]): string[] {
  let out = [''];
  for (const options of points) {
    const next = out.flatMap((start) => options.map((option) => start + option));
    out = next.length <= MAX_READINGS ? next : out.map((start) => start + (options[0] ?? ''));
  }
  return out;
}

function readingsOf(key: string): string[] {
  const chars = [...key];
  const points = chars.map((point) => {
    const readings = pinyin(point, { multiple: true, type: 'array', toneType: 'none', v: true });
    return readings.length && readings[0] !== point ? readings : [point];
  });
  // A first character stays one: the mixed terms begin with it.
  const first = chars[0] ?? '';
  const full = spellings(HAN.test(first) ? [[first], ...points.slice(1)] : points);
  const initials = hasInitials(key)
    ? spellings(points.map((options) => [...new Set(options.map((o) => o.slice(0, 1)))]))
    : [];
  // The query itself is looked up anyway.
  return [...new Set([...full, ...initials])].filter((reading) => reading !== key);
}

export function searchQuery(keyword: string): SearchQuery {
  const key = literalKey(foldChars(keyword));
  const hans = [...new Set([...key].filter((point) => HAN.test(point)))];
  const mixed = hans.length > 0 && /[a-z]/.test(key);
  return { key, mixed, readings: mixed ? readingsOf(key) : [], hans: mixed ? hans : [] };
}

type Matchable = Pick<Unit, 'han' | 'full'>;

/**
 * The units `key` takes from unit `from` on, consecutively, or -1: each unit by its character, its
 * whole pinyin or its initial, the last one also by the start of its pinyin.
 */
function unitsTaken(key: string, units: readonly Matchable[], from: number): number {
  // Memoised by (query position, unit): backtracking over pinyin and initials stays linear.
  const memo = new Map<number, number>();
  const step = (at: number, unit: number): number => {
    if (at === key.length) return unit - from;
    const u = units[unit];
    if (!u) return -1;
    const id = at * (units.length + 1) + unit;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const rest = key.slice(at);
    let taken = -1;
    if (u.han && rest.startsWith(u.han)) taken = step(at + u.han.length, unit + 1);
    if (taken < 0 && rest.startsWith(u.full)) taken = step(at + u.full.length, unit + 1);
    if (taken < 0 && u.full.startsWith(rest)) taken = unit + 1 - from;
    if (taken < 0 && u.full.length > 1 && rest[0] === u.full[0]) taken = step(at + 1, unit + 1);
    memo.set(id, taken);
    return taken;
  };
  return step(0, from);
}

/** The first run of units the key matches: [first unit, units taken], or null. */
export function matchUnits(key: string, units: readonly Matchable[]): [number, number] | null {
  if (!key) return null;
  for (let from = 0; from < units.length; from++) {
    const taken = unitsTaken(key, units, from);
    if (taken > 0) return [from, taken];
  }
  return null;
}

export interface FieldMatch {
  /** Where the field matched: its literal text (exact, start or inside) or its units. */
  how: 'exact' | 'start' | 'contains' | 'units';
  /** The matched part of the original text (UTF-16 offsets). */
  start: number;
  end: number;
}

/** Where the key's literal match lies in the original text. */
function literalMatch(key: string, reading: Reading): FieldMatch | null {
  // Each UTF-16 unit of the literal key, and the character it came from.
  const owners: number[] = [];
  reading.chars.forEach((char, i) => {
    const text = char.text.replace(/\s+/gu, '');
    for (let n = 0; n < text.length; n++) owners.push(i);
  });
  const literal = literalKey(reading.chars);
  const at = literal.indexOf(key);
  if (at < 0 || !key) return null;
  const first = reading.chars[owners[at] as number];
  const last = reading.chars[owners[at + key.length - 1] as number];
  if (!first || !last) return null;
  const how = key === literal ? 'exact' : at === 0 ? 'start' : 'contains';
  return { how, start: first.start, end: last.end };
}

export function matchField(key: string, reading: Reading): FieldMatch | null {
  const literal = literalMatch(key, reading);
  if (literal) return literal;
  const units = matchUnits(key, reading.units);
  if (!units) return null;
  const [from, taken] = units;
  const first = reading.units[from] as Unit;
  const last = reading.units[from + taken - 1] as Unit;
  return { how: 'units', start: first.start, end: last.end };
}
