/** Toasts: default 3000 ms, type danger, at the top; auto-close only when duration > 0. */
import { proxy } from 'valtio';
import { TOAST_DEFAULT_MS } from '../core/config';

export type ToastType = 'danger' | 'success' | 'info';
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

export const toasts = proxy({ list: [] as Toast[] });
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(message: string, options: { type?: ToastType; duration?: number } = {}): number {
  const toast: Toast = {
    id: nextId++,
    message,
    type: options.type ?? 'danger',
    duration: options.duration ?? TOAST_DEFAULT_MS,
  };
  // The same message twice in a row (e.g. several calls failing offline) shows once.
  const same = toasts.list.find((t) => t.message === toast.message);
  if (same) closeToast(same.id);
  toasts.list.push(toast);
  if (toast.duration > 0)
    timers.set(
      toast.id,
      setTimeout(() => closeToast(toast.id), toast.duration),
    );
  return toast.id;
}

export function closeToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toasts.list.findIndex((t) => t.id === id);
  if (index >= 0) toasts.list.splice(index, 1);
}
