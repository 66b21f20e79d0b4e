import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_MS } from '../core/config';
import { closeToast, showToast, toasts } from './toast';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const t of [...toasts.list]) closeToast(t.id);
    vi.useRealTimers();
  });

  it('defaults to danger, 3000 ms, and closes by itself after its duration', () => {
    showToast('网络异常，请检查连接');
    expect(toasts.list).toEqual([expect.objectContaining({ type: 'danger', duration: TOAST_DEFAULT_MS })]);
    vi.advanceTimersByTime(TOAST_DEFAULT_MS - 1);
    expect(toasts.list).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.list).toHaveLength(0);
  });

  it('stays until closed when the duration is 0', () => {
    const id = showToast('请长按二维码选择「保存图片」', { duration: 0, type: 'info' });
    vi.advanceTimersByTime(60_000);
    expect(toasts.list.map((t) => t.id)).toEqual([id]);
    closeToast(id);
    expect(toasts.list).toHaveLength(0);
  });

  it('shows the same message once when it repeats', () => {
    showToast('登录已过期');
    showToast('登录已过期');
    expect(toasts.list).toHaveLength(1);
  });
});
