/** The controls: shown on a touch, hidden after 3 s without one while the video plays; always shown when paused. */
import { useCallback, useRef, useState } from 'react';
import { useEffectOn } from '../../../../ui/useEffectOn';

export const CONTROLS_HIDE_MS = 3000;

export function useAutoHide(playing: boolean, held: boolean) {
  const [visible, setVisible] = useState(true);
  const [touchedAt, setTouchedAt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Each touch (touchedAt) starts the 3 s over.
  useEffectOn([playing, held, visible, touchedAt], () => {
    if (timer.current) clearTimeout(timer.current);
    if (!playing || held || !visible) return;
    timer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  });

  const show = useCallback(() => {
    setVisible(true);
    setTouchedAt(performance.now());
  }, []);
  const toggle = useCallback(() => {
    setVisible((v) => !v);
    setTouchedAt(performance.now());
  }, []);

  return { visible: visible || !playing, show, toggle };
}
