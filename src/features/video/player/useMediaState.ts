/** What the `<video>` is doing, as React state, from its own events. */
import { type RefObject, useEffect, useState } from 'react';

export interface MediaState {
  paused: boolean;
  /** Playing was asked for but the media waits for data (stalled, seeking, starting). */
  waiting: boolean;
  ended: boolean;
  current: number;
  duration: number;
  /** End of the buffered range around the playhead, in seconds. */
  buffered: number;
  rate: number;
  volume: number;
  muted: boolean;
  /** The first frame is there. */
  ready: boolean;
}

const INITIAL: MediaState = {
  paused: true,
  waiting: false,
  ended: false,
  current: 0,
  duration: 0,
  buffered: 0,
  rate: 1,
  volume: 1,
  muted: false,
  ready: false,
};

function bufferedEnd(video: HTMLVideoElement): number {
  const ranges = video.buffered;
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= video.currentTime + 0.5 && ranges.end(i) >= video.currentTime) return ranges.end(i);
  }
  return 0;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'canplay',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'loadeddata',
  'progress',
  'ratechange',
  'volumechange',
  'ended',
  'emptied',
] as const;

const sameState = (a: MediaState, b: MediaState): boolean =>
  (Object.keys(a) as (keyof MediaState)[]).every((key) => a[key] === b[key]);

export function useMediaState(ref: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(INITIAL);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let waiting = false;
    const onEvent = (event: Event) => {
      switch (event.type) {
        case 'waiting':
        case 'seeking':
          waiting = true;
          break;
        case 'playing':
        case 'canplay':
        case 'emptied':
          waiting = false;
          break;
        case 'seeked':
          waiting = video.readyState < 3;
          break;
        case 'pause':
          waiting = video.seeking;
          break;
      }
      const next: MediaState = {
        paused: video.paused,
        waiting: waiting && !video.ended,
        ended: video.ended,
        current: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        buffered: bufferedEnd(video),
        rate: video.playbackRate,
        volume: video.volume,
        muted: video.muted,
        ready: video.readyState >= 2,
      };
      // Many events change nothing shown (a progress event with the same buffered end): no render.
      setState((last) => (sameState(last, next) ? last : next));
    };
    for (const name of EVENTS) video.addEventListener(name, onEvent);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, onEvent);
    };
  }, [ref]);
  return state;
}
