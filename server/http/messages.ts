/** Messages the server puts in `msg`, in the reader's language (Accept-Language: en… → English). */
export const MESSAGES = {
  badJson: ['请求体不是有效的 JSON', 'The request body is not valid JSON'],
  invalid: ['参数错误：{0}', 'Invalid parameter: {0}'],
  unknownField: ['不支持的参数：{0}', 'Unknown parameter: {0}'],
  tooLarge: ['请求体过大', 'The request body is too large'],
  notLoggedIn: ['未登录', 'Not logged in'],
  expired: ['登录已过期', 'Login expired'],
  badLogin: ['邮箱或密码错误', 'Incorrect email or password'],
  badCertificate: ['账号凭证无效', 'Invalid account credential'],
  emailBound: ['当前账号已绑定邮箱', 'This account already has an email'],
  oldPassword: ['原密码错误', 'The current password is incorrect'],
  needEmail: ['请先绑定邮箱', 'Please bind an email first'],
  banned: [
    '该账号已被封禁，如有疑问请联系客服',
    'This account has been banned. Contact customer support if you have questions',
  ],
  inviteUnknown: ['邀请码不存在', 'This invite code does not exist'],
  inviteOwn: ['不能填写自己的邀请码', 'You cannot use your own invite code'],
  inviteBound: ['已填写过邀请码', 'An invite code has already been entered'],
  tooMany: ['请求过于频繁，请稍后再试', 'Too many requests, please try again later'],
  notFound: ['内容不存在', 'Content not found'],
  notForSale: ['该章节无需购买', 'This chapter does not need to be bought'],
  notEnoughGold: ['金币不足', 'Not enough gold'],
  badCode: ['验证码错误或已过期', 'The code is wrong or has expired'],
  badEmail: ['邮箱格式不正确', 'Malformed email address'],
  badPhone: ['手机号格式不正确', 'Malformed phone number'],
  sendFailed: ['验证码发送失败，请稍后再试', 'The code could not be sent, please try again later'],
  certificateEmailBound: ['该账号已绑定邮箱，请用邮箱找回', 'This account has a bound email: recover it by email'],
  noPhone: ['当前账号未绑定手机', 'This account has no bound phone number'],
  badImage: [
    '无法识别的图片，请选择 JPEG、PNG 或 WebP 图片',
    'Unrecognised image: please choose a JPEG, PNG or WebP image',
  ],
  imageTooLarge: [
    '图片过大，请选择 1 MB、4096×4096 像素以内的图片',
    'The image is too large: at most 1 MB and 4096×4096 pixels',
  ],
  chapterNotInWork: ['章节不属于该作品', 'This chapter does not belong to this work'],
  packageUnknown: ['套餐不存在', 'This package does not exist'],
  orderUnknown: ['订单不存在', 'This order does not exist'],
  signedToday: ['今日已签到', 'Already signed in today'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function message(key: MessageKey, lang: Lang, ...args: string[]): string {
  const text = MESSAGES[key][lang === 'en' ? 1 : 0];
  // A function replacement: `$&`, `$'` and the like in an argument stay as written.
  return args.reduce<string>((out, arg, i) => out.replace(`{${i}}`, () => arg), text);
}
