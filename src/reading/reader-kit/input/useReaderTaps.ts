/**
 * A reader's menu and the taps on its page: a tap while the menu is open closes it; otherwise the
 * tap zones say turn back, turn on, or open the menu. Escape closes the menu too.
 */
import { useState } from 'react';
import { useEscape } from '../../../ui/useEscape';
import type { TapAction } from './tap-zones';

export function useReaderTaps(zoneOf: (x: number, y: number) => TapAction, turn: (action: 'prev' | 'next') => void) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEscape(menuOpen, () => setMenuOpen(false));
  /** Answers what the tap did (null: it closed the menu). */
  const onTap = (x: number, y: number): TapAction | null => {
    if (menuOpen) {
      setMenuOpen(false);
      return null;
    }
    const action = zoneOf(x, y);
    if (action === 'menu') setMenuOpen(true);
    else turn(action);
    return action;
  };
  return { menuOpen, setMenuOpen, onTap };
}
