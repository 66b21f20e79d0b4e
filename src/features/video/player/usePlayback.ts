/**
 * Attaches an episode's sources to the `<video>`: the best way this browser has (source.ts), the
 * next one when it fails, then the error state; `retry` starts over where the viewer was. hls.js
 * (its light build) is fetched only here, only for an HLS source on a browser that needs it.
 */
import type Hls from 'hls.js/light';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { browserMedia, type Playback, playbackPlan, type Source } from './source';

export interface PlaybackControl {
  /** Every way to play the sources failed. */
  failed: boolean;
  /** What is attached now (the bench and the tests read it from the element's data attributes). */
  playback: Playback | null;
  retry: () => void;
}

/**
 * `startAt` is read when a source is attached (the resume point, or where the viewer was when it
 * failed); `autoPlay` asks the element to play once it is.
 */
export function usePlayback(
  ref: RefObject<HTMLVideoElement | null>,
  sources: readonly Source[],
  startAt: RefObject<number>,
  autoPlay: RefObject<boolean>,
): PlaybackControl {
  const [attempt, setAttempt] = useState({ index: 0, round: 0 });
  const [failed, setFailed] = useState(false);
  const [playback, setPlayback] = useState<Playback | null>(null);
  const lastTime = useRef(0);

  // A new episode starts over with the best way, at its own start point.
  const [shown, setShown] = useState(sources);
  if (shown !== sources) {
    setShown(sources);
    setAttempt({ index: 0, round: 0 });
    setFailed(false);
  }

  useEffect(() => {
    const video = ref.current;
    if (!video || sources.length === 0) return;
    const plan = playbackPlan(sources, browserMedia(video));
    const chosen = plan[attempt.index];
    if (!chosen) {
      setFailed(true);
      return;
    }
    let live = true;
    let hls: Hls | null = null;
    // A fallback or a retry goes on where the viewer was; a first attempt starts at the resume point.
    const resumeFrom = attempt.index > 0 || attempt.round > 0 ? lastTime.current : startAt.current;
    setPlayback(chosen);

    const fail = () => {
      if (!live) return;
      live = false;
      lastTime.current = video.currentTime || resumeFrom;
      if (attempt.index + 1 < plan.length) setAttempt((a) => ({ ...a, index: a.index + 1 }));
      else setFailed(true);
    };
    const onMetadata = () => {
      if (resumeFrom > 0 && Math.abs(video.currentTime - resumeFrom) > 0.5) video.currentTime = resumeFrom;
    };
    const start = () => {
      if (autoPlay.current) video.play().catch(() => {});
    };
    video.addEventListener('error', fail);
    video.addEventListener('loadedmetadata', onMetadata);

    if (chosen.engine === 'native') {
      video.src = chosen.source.url;
      start();
    } else {
      import('hls.js/light').then(
        ({ default: Hls }) => {
          if (!live) return;
          hls = new Hls({ startPosition: resumeFrom > 0 ? resumeFrom : -1, capLevelToPlayerSize: true });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          hls.loadSource(chosen.source.url);
          hls.attachMedia(video);
          start();
        },
        () => fail(),
      );
    }

    return () => {
      live = false;
      video.removeEventListener('error', fail);
      video.removeEventListener('loadedmetadata', onMetadata);
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [ref, sources, attempt, startAt, autoPlay]);

  const retry = useCallback(() => {
    const video = ref.current;
    if (video && video.currentTime > 0) lastTime.current = video.currentTime;
    autoPlay.current = true;
    setFailed(false);
    setAttempt((a) => ({ index: 0, round: a.round + 1 }));
  }, [ref, autoPlay]);

  return { failed, playback, retry };
}
