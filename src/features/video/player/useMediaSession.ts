/** The lock screen and notification controls: the episode's title and artwork, play/pause, seek, next. */
import { type RefObject, useEffect } from 'react';
import { DOUBLE_TAP_SEEK_S, seekTarget } from './input/gestures';

export interface SessionInfo {
  title: string;
  artist: string;
  artwork: string;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}

export function useMediaSession(ref: RefObject<HTMLVideoElement | null>, info: SessionInfo | null): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || !info || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title: info.title,
      artist: info.artist,
      artwork: [{ src: info.artwork, sizes: '300x400' }],
    });
    const seekBy = (delta: number) => {
      video.currentTime = seekTarget(video.currentTime, delta, video.duration);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => void video.play().catch(() => {})],
      ['pause', () => video.pause()],
      ['seekbackward', (d) => seekBy(-(d.seekOffset ?? DOUBLE_TAP_SEEK_S))],
      ['seekforward', (d) => seekBy(d.seekOffset ?? DOUBLE_TAP_SEEK_S)],
      ['seekto', (d) => d.seekTime !== undefined && seekBy(d.seekTime - video.currentTime)],
      ['previoustrack', info.onPrevious],
      ['nexttrack', info.onNext],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    }
    const position = () => {
      if (!Number.isFinite(video.duration) || video.duration <= 0) return;
      try {
        session.setPositionState({
          duration: video.duration,
          playbackRate: video.playbackRate,
          position: Math.min(video.currentTime, video.duration),
        });
      } catch {
        // a state the browser refuses (mid-seek): the next event sets it
      }
    };
    const state = () => {
      session.playbackState = video.paused ? 'paused' : 'playing';
      position();
    };
    const events = ['play', 'pause', 'seeked', 'ratechange', 'durationchange'] as const;
    for (const name of events) video.addEventListener(name, state);
    return () => {
      for (const name of events) video.removeEventListener(name, state);
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [ref, info]);
}
