/**
 * Chinese as a reader who chose Traditional Chinese (zh-Hant) reads it: OpenCC's Simplified →
 * Taiwan conversion with Taiwan's wording (s2twp: 设置 → 設定, 视频 → 影片), the library the app
 * converts works with, for the server's messages and for the app's zh-Hant catalogs
 * (scripts/fill-hant.ts). Its dictionaries load on first use.
 */
import { Converter } from 'opencc-js/cn2t';

/**
 * Where s2twp's wording, made for software manuals, is not what a Taiwan reader's app says: 參數
 * (not 引數, a function's argument), 類型 (not 型別), 權限, 審核, 帳號, 綁定, 電子信箱, 儲值 (a
 * top-up), 登出, 取得, 全螢幕; and 簽 where OpenCC reads 签 as a bamboo slip (籤). Quotation
 * marks as Taiwan writes them: 「」 and 『』.
 */
const APP_WORDING: readonly [string, string][] = [
  ['引數', '參數'],
  ['型別', '類型'],
  ['許可權', '權限'],
  ['稽核', '審核'],
  ['賬號', '帳號'],
  ['賬戶', '帳戶'],
  ['到賬', '到帳'],
  ['繫結', '綁定'],
  ['郵箱', '電子信箱'],
  ['充值', '儲值'],
  ['退出登入', '登出'],
  ['獲取', '取得'],
  ['全屏', '全螢幕'],
  ['已籤', '已簽'],
  ['斷籤', '斷簽'],
  ['“', '「'],
  ['”', '」'],
  ['‘', '『'],
  ['’', '』'],
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
