/**
 * Chinese as a reader who chose Traditional Chinese (zh-Hant) reads it: OpenCC's Simplified →
 * Taiwan conversion with Taiwan's wording (s2twp: 设置 → 設定, 视频 → 影片), the library the app
 * converts works with, for the server's messages and for the app's zh-Hant catalogs
 * (scripts/fill-hant.ts). Its dictionaries load on first use.
 */
import { Converter } from 'opencc-js/cn2t';

/**
 * Where s2twp's wording, made for software manuals, is not what a Taiwan reader's app says:
 * 參數 (not 引數, a function's argument), 帳號, 綁定, 電子信箱.
 */
const APP_WORDING: readonly [string, string][] = [
  ['引數', '參數'],
  ['賬號', '帳號'],
  ['賬戶', '帳戶'],
  ['繫結', '綁定'],
  ['郵箱', '電子信箱'],
];

let convert: ((text: string) => string) | undefined;
const converted = new Map<string, string>();

export function traditional(text: string): string {
  let found = converted.get(text);
  if (found === undefined) {
    convert ??= Converter({ from: 'cn', to: 'twp' });
    found = APP_WORDING.reduce((out, [from, to]) => out.replaceAll(from, to), convert(text));
    // The server's own texts are few; readers' texts never come here.
    if (converted.size < 5000) converted.set(text, found);
  }
  return found;
}
