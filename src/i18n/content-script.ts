/**
 * Works' own words — titles, authors, blurbs, tags, chapter titles, novel text, the shelves' and
 * menus' names — come from the server in the script they were written in (Simplified). A reader of
 * zh-Hant reads them in Traditional Chinese, converted on the device (hant-text.ts: OpenCC, in a
 * chunk only these readers load) where they reach the app: the API client's answers, the answers
 * kept for offline, downloaded chapters and the device's reading history. Kept answers and
 * downloads stay as the server wrote them, so another language shows them as written; a history
 * entry holds the words as its reader saw them (a reader who leaves zh-Hant sees the works read in it
 * in Traditional on the history shelf until read again).
 */
import type { AnswerOf, EndpointName } from '../core/contract/answers';
import { storedLocale } from './i18n';

/** The answers that carry works' words (never the reader's own: a nickname is shown as typed). */
const CONTENT_ANSWERS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'home',
  'getClassList',
  'getListByClassV3',
  'get_colletion',
  'getDailyUpdate',
  'limitedFree',
  'search',
  'searchHot',
  'searchSuggest',
  'workDetail',
  'chapterContent',
  'favoriteList',
  'footprintList',
  'purchaseRecords',
  'packageList',
  'appList',
]);

let converter: Promise<typeof import('./hant-text')> | undefined;

/** The converter, loaded once (at start for a zh-Hant reader: i18n.ts). */
export const loadHantText = () => {
  converter ??= import('./hant-text');
  converter.catch(() => {
    converter = undefined;
  });
  return converter;
};

export const convertsWords = (): boolean => storedLocale() === 'zh-Hant';

/**
 * `value` (works' words, an answer or a kept record) in the reader's script; unconverted when the
 * converter cannot be loaded (offline before it was ever fetched): Simplified beats nothing.
 */
export function inReadersScript<T>(value: T): T | Promise<T> {
  if (!convertsWords()) return value;
  return loadHantText().then(
    ({ traditionalWords }) => traditionalWords(value),
    () => value,
  );
}

export function localizeAnswer<N extends EndpointName>(
  name: N,
  answer: AnswerOf<N>,
): AnswerOf<N> | Promise<AnswerOf<N>> {
  return CONTENT_ANSWERS.has(name) ? inReadersScript(answer) : answer;
}
