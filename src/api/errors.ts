/** The error catalogue, in one place: what a failed call shows, and for how long. */

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOAST_DEFAULT_MS, TOAST_OLD_BROWSER_MS } from '../core/config';

export type Failure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'code'; code: number; body: unknown }
  | { kind: 'decrypt' };

export interface FailureNotice {
  message: string;
  duration: number;
}

const OLD_BROWSER_UA = /UCBrowser|UCWEB|Quark/i;

function serverText(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const { msg: text, message } = body as { msg?: unknown; message?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

export function describeFailure(failure: Failure, userAgent: string): FailureNotice {
  const notice = (message: string, duration = TOAST_DEFAULT_MS) => ({ message, duration });
  switch (failure.kind) {
    case 'network':
      return notice(i18n._(msg`网络异常，请检查连接`));
    case 'decrypt':
      return notice(i18n._(msg`数据解析失败`));
    case 'code':
      return notice(serverText(failure.body) ?? i18n._(msg`请求错误`));
    case 'http':
      if (failure.status === 401) return notice(i18n._(msg`登录已过期`));
      // A refusal that says why (该账号已绑定邮箱，请用邮箱找回) says it; a bare one is 无权限访问.
      if (failure.status === 403) return notice(serverText(failure.body) ?? i18n._(msg`无权限访问`));
      if (failure.status === 405 && OLD_BROWSER_UA.test(userAgent)) {
        return notice(i18n._(msg`版本过低请升级浏览器`), TOAST_OLD_BROWSER_MS);
      }
      return notice(serverText(failure.body) ?? i18n._(msg`请求错误`));
  }
}

export class ApiError extends Error {
  constructor(
    readonly failure: Failure,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): number | null {
    return this.failure.kind === 'code' ? this.failure.code : null;
  }

  get status(): number | null {
    return this.failure.kind === 'http' ? this.failure.status : null;
  }
}
