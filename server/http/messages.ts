/**
 * Messages the server puts in `msg`, in the reader's language: Accept-Language en… → English;
 * zh-Hant, zh-TW, zh-HK or zh-MO → Traditional Chinese with Taiwan's wording (written as the zh-Hant
 * catalogs are: scripts/hant-wording.ts, then read by a person); else Simplified.
 */

/** A text in the server's three languages. */
export type ChineseEnglishHant = readonly [zh: string, en: string, hant: string];

export const MESSAGES = {
  badJson: ['请求体不是有效的 JSON', 'The request body is not valid JSON', '請求體不是有效的 JSON'],
  invalid: ['参数错误：{0}', 'Invalid parameter: {0}', '參數錯誤：{0}'],
  unknownField: ['不支持的参数：{0}', 'Unknown parameter: {0}', '不支援的參數：{0}'],
  tooLarge: ['请求体过大', 'The request body is too large', '請求體過大'],
  notLoggedIn: ['未登录', 'Not logged in', '未登入'],
  expired: ['登录已过期', 'Login expired', '登入已過期'],
  badLogin: ['邮箱或密码错误', 'Incorrect email or password', '電子信箱或密碼錯誤'],
  badCertificate: ['账号凭证无效', 'Invalid account credential', '帳號憑證無效'],
  emailBound: ['当前账号已绑定邮箱', 'This account already has an email', '目前帳號已綁定電子信箱'],
  oldPassword: ['原密码错误', 'The current password is incorrect', '原密碼錯誤'],
  needEmail: ['请先绑定邮箱', 'Please bind an email first', '請先綁定電子信箱'],
  banned: [
    '该账号已被封禁，如有疑问请联系客服',
    'This account has been banned. Contact customer support if you have questions',
    '該帳號已被封禁，如有疑問請聯絡客服',
  ],
  inviteUnknown: ['邀请码不存在', 'This invite code does not exist', '邀請碼不存在'],
  inviteOwn: ['不能填写自己的邀请码', 'You cannot use your own invite code', '不能填寫自己的邀請碼'],
  inviteBound: ['已填写过邀请码', 'An invite code has already been entered', '已填寫過邀請碼'],
  tooMany: ['请求过于频繁，请稍后再试', 'Too many requests, please try again later', '請求過於頻繁，請稍後再試'],
  notFound: ['内容不存在', 'Content not found', '內容不存在'],
  notForSale: ['该章节无需购买', 'This chapter does not need to be bought', '該章節無需購買'],
  notEnoughGold: ['金币不足', 'Not enough gold', '金幣不足'],
  badCode: ['验证码错误或已过期', 'The code is wrong or has expired', '驗證碼錯誤或已過期'],
  badEmail: ['邮箱格式不正确', 'Malformed email address', '電子信箱格式不正確'],
  badPhone: ['手机号格式不正确', 'Malformed phone number', '手機號碼格式不正確'],
  sendFailed: [
    '验证码发送失败，请稍后再试',
    'The code could not be sent, please try again later',
    '驗證碼傳送失敗，請稍後再試',
  ],
  certificateEmailBound: [
    '该账号已绑定邮箱，请用邮箱找回',
    'This account has a bound email: recover it by email',
    '該帳號已綁定電子信箱，請用電子信箱找回',
  ],
  noPhone: ['当前账号未绑定手机', 'This account has no bound phone number', '目前帳號未綁定手機'],
  badImage: [
    '无法识别的图片，请选择 JPEG、PNG 或 WebP 图片',
    'Unrecognised image: please choose a JPEG, PNG or WebP image',
    '無法辨識的圖片，請選擇 JPEG、PNG 或 WebP 圖片',
  ],
  imageTooLarge: [
    '图片过大，请选择 1 MB、4096×4096 像素以内的图片',
    'The image is too large: at most 1 MB and 4096×4096 pixels',
    '圖片過大，請選擇 1 MB、4096×4096 畫素以內的圖片',
  ],
  chapterNotInWork: ['章节不属于该作品', 'This chapter does not belong to this work', '章節不屬於該作品'],
  packageUnknown: ['套餐不存在', 'This package does not exist', '方案不存在'],
  orderUnknown: ['订单不存在', 'This order does not exist', '訂單不存在'],
  checkedInToday: ['今日已签到', 'Already signed in today', '今日已簽到'],
} as const satisfies Record<string, ChineseEnglishHant>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'zh-Hant' | 'en';

export function langOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  return /^zh-(hant|tw|hk|mo)\b/.test(first) ? 'zh-Hant' : 'zh';
}

/** A text written as [Simplified Chinese, English, Traditional Chinese] in the reader's language. */
export const inLang = ([zh, en, hant]: ChineseEnglishHant, lang: Lang): string =>
  lang === 'en' ? en : lang === 'zh-Hant' ? hant : zh;

export function message(key: MessageKey, lang: Lang, ...args: string[]): string {
  const text = inLang(MESSAGES[key], lang);
  // A function replacement: `$&`, `$'` and the like in an argument stay as written.
  return args.reduce<string>((out, arg, i) => out.replace(`{${i}}`, () => arg), text);
}
