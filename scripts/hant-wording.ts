/**
 * Chinese as a reader who chose Traditional Chinese (zh-Hant) reads the app's own words: OpenCC's
 * Simplified → Taiwan conversion with Taiwan's wording (s2twp: 设置 → 設定, 视频 → 影片), then the
 * app's wording where s2twp's, made for software manuals, is not what a Taiwan reader's app says.
 * For writing the zh-Hant catalogs (fill-hant.ts) and the server's zh-Hant texts; works' own words
 * are converted on the device instead (src/i18n/hant-text.ts), without this wording.
 */
import { Converter } from 'opencc-js/cn2t';

/**
 * In order: 參數 (not 引數, a function's argument), 類型 (not 型別), 權限, 審核, 帳號, 綁定, 電子信箱,
 * 儲值 (a top-up), 登出, 取得, 全螢幕, 目前 (not 當前), 透過, 造訪 and 存取, 方案 (a plan), 付款,
 * 提領, 訂單編號, 手機號碼, 訪客, QR 碼, 明體, 產生, 快轉, 子母畫面, 設定 (not 配置), 身分; 簽 where
 * OpenCC reads 签 as a bamboo slip (籤). Quotation marks as Taiwan writes them: 「」 and 『』.
 */
const APP_WORDING: readonly [RegExp | string, string][] = [
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
  ['全部退出', '全部登出'],
  ['退出其他裝置', '登出其他裝置'],
  [/已退出(?= \{\w+\} 臺其他裝置)/g, '已登出'],
  ['退出全螢幕', '結束全螢幕'],
  ['獲取', '取得'],
  ['全屏', '全螢幕'],
  ['當前', '目前'],
  ['通過', '透過'],
  ['無權限訪問', '無權限存取'],
  ['訪問', '造訪'],
  ['套餐', '方案'],
  ['支付', '付款'],
  ['提現', '提領'],
  ['訂單號', '訂單編號'],
  [/手機號(?!碼)/g, '手機號碼'],
  ['遊客', '訪客'],
  ['識別二維碼', '辨識 QR 碼'],
  ['長按二維碼', '長按 QR 碼'],
  ['宋體', '明體'],
  ['生成', '產生'],
  ['快進', '快轉'],
  ['畫中畫', '子母畫面'],
  ['配置', '設定'],
  ['身份', '身分'],
  ['已籤', '已簽'],
  ['斷籤', '斷簽'],
  ['“', '「'],
  ['”', '」'],
  ['‘', '『'],
  ['’', '』'],
];

let convert: ((text: string) => string) | undefined;

export function traditional(text: string): string {
  convert ??= Converter({ from: 'cn', to: 'twp' });
  return APP_WORDING.reduce((out, [from, to]) => out.replaceAll(from, to), convert(text));
}
