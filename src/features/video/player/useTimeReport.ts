/**
 * The player's time, to its screen (which keeps the progress): while playing, on pause and at the
 * end, when the page is hidden or left, and when the player leaves an episode for another. A
 * playing video also keeps the update prompt away (state/update.ts).
 */
import { type RefObject, useEffect, useRef } from 'react';
import { update } from '../../../state/update';
import { useEffectOn } from '../../../ui/useEffectOn';

export type TimeReason = 'tick' | 'pause' | 'ended';
export type TimeReport = (seconds: number, duration: number, reason: TimeReason) => void;

/**
 * Call before the playback hook: leaving an episode reports where the viewer was in it before the
 * old source is taken off the element (effect cleanups run in order).
 */
export function useTimeReport(video: RefObject<HTMLVideoElement | null>, episodeId: number, onTime: TimeReport) {
  // A new episode (or its keeper) is what ends the old one.
  useEffectOn([episodeId, onTime], () => {
    const element = video.current;
    const send = onTime;
    return () => {
      if (element && element.currentTime > 0) send(element.currentTime, element.duration, 'pause');
    };
  });

  const report = useRef(onTime);
  report.current = onTime;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const send = (reason: TimeReason) => () => {
      if (element.currentTime > 0 || reason === 'ended') report.current(element.currentTime, element.duration, reason);
    };
    const tick = send('tick');
    const paused = send('pause');
    const ended = send('ended');
    const onPlay = () => {
      update.mediaPlaying = true;
    };
    const onStop = () => {
      update.mediaPlaying = false;
    };
    const onHidden = () => document.visibilityState === 'hidden' && paused();
    const listeners: [EventTarget, string, () => void][] = [
      [element, 'timeupdate', tick],
      [element, 'pause', paused],
      [element, 'ended', ended],
      [element, 'playing', onPlay],
      [element, 'pause', onStop],
      [element, 'ended', onStop],
      [element, 'emptied', onStop],
      [document, 'visibilitychange', onHidden],
      [window, 'pagehide', paused],
    ];
    for (const [target, name, listener] of listeners) target.addEventListener(name, listener);
    return () => {
      for (const [target, name, listener] of listeners) target.removeEventListener(name, listener);
      update.mediaPlaying = false;
    };
  }, [video]);
}
