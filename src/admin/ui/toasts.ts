/** Short notes after an action (保存成功, or what went wrong), shown a few seconds by <Toasts/>. */
import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  text: string;
  tone: 'ok' | 'error';
}

let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function toast(text: string, tone: Toast['tone'] = 'ok'): void {
  const id = next++;
  toasts = [...toasts.slice(-3), { id, text, tone }];
  changed();
  setTimeout(
    () => {
      toasts = toasts.filter((item) => item.id !== id);
      changed();
    },
    tone === 'error' ? 6000 : 3000,
  );
}

export const useToasts = (): Toast[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
