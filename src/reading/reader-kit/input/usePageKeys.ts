/**
 * Keys that turn pages: the arrows follow the reading direction (left and right swap when reading
 * right to left; down and up are forward and back), page keys and space go forward and back.
 * Off while a dialog or the menu has the keyboard; keys with a modifier, or typed into a field,
 * are left alone.
 */
import { useEffect } from 'react';
import type { PageDirection } from './tap-zones';

export type PageTurn = 'prev' | 'next';

export function pageTurnOf(key: string, direction: PageDirection): PageTurn | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'PageDown' || key === ' ' || key === 'ArrowDown') return 'next';
  if (key === back || key === 'PageUp' || key === 'ArrowUp') return 'prev';
  return null;
}

export function usePageKeys(enabled: boolean, direction: PageDirection, turn: (action: PageTurn) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLInputElement) return;
      const action = pageTurnOf(event.key, direction);
      if (!action) return;
      event.preventDefault();
      turn(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, direction, turn]);
}
