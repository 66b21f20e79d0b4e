/**
 * The player's touch and keys: a tap shows the controls, a double tap on a side seeks (the ripple
 * adds up), a long press plays at 2× while held, a vertical swipe sets the brightness (left) or the
 * volume (right); the keyboard plays, seeks, sets the volume and goes fullscreen. What a gesture
 * is doing shows in the HUD.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { HudState } from '../controls/Hud';
import { DOUBLE_TAP_SEEK_S, LONG_PRESS_RATE, type Zone } from './gestures';
import { useKeyboard } from './useKeyboard';
import { usePlayerGestures } from './usePlayerGestures';

const HUD_MS = 700;

export interface PlayerActions {
  toggle: () => void;
  seekBy: (delta: number) => void;
  showControls: () => void;
  toggleControls: () => void;
  fullscreen: () => void;
  /** Whether the volume may be set here (not on iOS). */
  canSetVolume: boolean;
  /** Whether there is something to play (keys are off without). */
  playable: boolean;
}

export function usePlayerInput(video: RefObject<HTMLVideoElement | null>, actions: PlayerActions) {
  const [hud, setHud] = useState<HudState>(null);
  const [boosted, setBoosted] = useState(false);
  const [brightness, setBrightness] = useState(1);
  /** The viewer's rate while a long press holds 2×; null when none does. */
  const rateBeforeBoost = useRef<number | null>(null);
  const hudTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const showHud = useCallback((next: HudState, linger = true) => {
    if (hudTimer.current) clearTimeout(hudTimer.current);
    setHud(next);
    if (linger) hudTimer.current = setTimeout(() => setHud(null), HUD_MS);
  }, []);
  useEffect(() => () => void (hudTimer.current && clearTimeout(hudTimer.current)), []);

  const setVolume = useCallback(
    (level: number) => {
      const element = video.current;
      if (!element) return;
      element.volume = level;
      element.muted = level === 0;
    },
    [video],
  );

  const gestures = usePlayerGestures({
    onTap: actions.toggleControls,
    onClick: actions.toggle,
    onDoubleTap: (zone: Zone) => {
      if (zone === 'center') return actions.toggle();
      const side = zone;
      actions.seekBy(side === 'left' ? -DOUBLE_TAP_SEEK_S : DOUBLE_TAP_SEEK_S);
      setHud((prev) => {
        const seconds =
          prev?.kind === 'seek' && prev.side === side ? prev.seconds + DOUBLE_TAP_SEEK_S : DOUBLE_TAP_SEEK_S;
        return { kind: 'seek', side, seconds, key: (prev?.kind === 'seek' ? prev.key : 0) + 1 };
      });
      if (hudTimer.current) clearTimeout(hudTimer.current);
      hudTimer.current = setTimeout(() => setHud(null), HUD_MS);
    },
    onLongPress: (held) => {
      const element = video.current;
      if (!element) return;
      if (held && !element.paused) {
        rateBeforeBoost.current = element.playbackRate;
        element.playbackRate = LONG_PRESS_RATE;
        setBoosted(true);
      } else if (!held) {
        // Given back even when the clip ended under the finger: a paused video keeps its rate.
        if (rateBeforeBoost.current !== null) element.playbackRate = rateBeforeBoost.current;
        rateBeforeBoost.current = null;
        setBoosted(false);
      }
    },
    onSwipe: (target, level) => {
      if (level === null) return showHud(null, false);
      if (target === 'volume') {
        if (!actions.canSetVolume) return;
        setVolume(level);
      } else {
        setBrightness(level);
      }
      showHud({ kind: 'level', target, level }, false);
    },
    levelOf: (target) => (target === 'volume' ? (video.current?.muted ? 0 : (video.current?.volume ?? 1)) : brightness),
  });

  useKeyboard(
    {
      toggle: actions.toggle,
      seekBy: actions.seekBy,
      volumeBy: (delta) => {
        const element = video.current;
        if (!element || !actions.canSetVolume) return;
        const level = Math.min(1, Math.max(0, (element.muted ? 0 : element.volume) + delta));
        setVolume(level);
        showHud({ kind: 'level', target: 'volume', level });
      },
      fullscreen: actions.fullscreen,
    },
    actions.playable,
  );

  /** The rate the viewer chose (not the long press's 2×). */
  const chosenRate = (rate: number) => (boosted ? (rateBeforeBoost.current ?? rate) : rate);
  return { gestures, hud, boosted, brightness, chosenRate };
}
