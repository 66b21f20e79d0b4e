import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showToast } from '../state/toast';

/** Copies text, with a fallback for browsers without the async clipboard (plain-http LAN, old WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Also said when a link could not be copied for sharing. */
export const COPY_FAILED = msg`复制失败，请手动选择文字复制`;

/** Copies and says how it went in a toast: 已复制, or that the reader has to copy by hand. */
export async function copyWithToast(text: string): Promise<boolean> {
  const ok = await copyText(text);
  showToast(i18n._(ok ? msg`已复制` : COPY_FAILED), { type: ok ? 'success' : 'danger' });
  return ok;
}
