/** Desktop keys: space (or k) plays and pauses, ←/→ seek 5 s, ↑/↓ change the volume, f is fullscreen. */
import { useEffect, useRef } from 'react';

export const KEY_SEEK_S = 5;

export interface KeyActions {
  toggle: () => void;
  seekBy: (seconds: number) => void;
  volumeBy: (delta: number) => void;
  fullscreen: () => void;
}

/** The action of a key, or null when the key is not the player's. */
export function keyAction(key: string, actions: KeyActions): (() => void) | null {
  switch (key) {
    case ' ':
    case 'k':
      return actions.toggle;
    case 'ArrowLeft':
      return () => actions.seekBy(-KEY_SEEK_S);
    case 'ArrowRight':
      return () => actions.seekBy(KEY_SEEK_S);
    case 'ArrowUp':
      return () => actions.volumeBy(0.1);
    case 'ArrowDown':
      return () => actions.volumeBy(-0.1);
    case 'f':
    case 'F':
      return actions.fullscreen;
    default:
      return null;
  }
}

/** Keys typed into a field, a button's own space, or with a modifier are not the player's. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) {
    // The seek bar is the player's own: its arrows are the native range's.
    return true;
  }
  return event.key === ' ' && /^(BUTTON|A)$/.test(target.tagName);
}

export function useKeyboard(actions: KeyActions, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (isForSomethingElse(event)) return;
      const run = keyAction(event.key, latest.current);
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
