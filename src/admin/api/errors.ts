/** What an operator reads for each refusal of the API, in their language. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from './client';

const MESSAGES: Record<ApiError['code'], MessageDescriptor> = {
  invalid: msg`填写有误，请检查`,
  notSignedIn: msg`登录已结束，请重新登录`,
  forbidden: msg`你的角色无权进行此操作`,
  crossSite: msg`已拒绝：请求来自其他网站`,
  badLogin: msg`邮箱或密码错误`,
  tooMany: msg`尝试过于频繁，请稍后再试`,
  notFound: msg`内容不存在`,
  linkInvalid: msg`链接无效、已使用或已过期`,
  hasPurchases: msg`已有读者购买，不能删除（可以隐藏）`,
  emailTaken: msg`该邮箱已有管理员`,
  lastOwner: msg`网站必须保留一位可登录的所有者`,
  chaptersMismatch: msg`章节列表已变化，请刷新后重试`,
  uploadMissing: msg`上传的文件缺失或未完成，请重新上传`,
  tooLarge: msg`文件过大`,
  alreadyRefunded: msg`该订单已退款，不能再次退款`,
  notRefundable: msg`只有已支付的订单可以退款`,
  insufficientGold: msg`读者的金币余额不足以扣除`,
  network: msg`网络异常，请检查网络后重试`,
  server: msg`服务器出错，请稍后再试`,
};

export function errorText(i18n: I18n, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'server';
  return i18n._(MESSAGES[code]);
}

/** The field a refusal names, when it names one. */
export const fieldOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.field : undefined);
