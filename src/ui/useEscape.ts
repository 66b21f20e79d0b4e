/** While `active`, the Escape key calls `close` (a menu or panel drawn by the screen, not a Popup). */
import { useEffect, useRef } from 'react';

export function useEscape(active: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
