/**
 * The player: a native `<video>` with our own controls and touch gestures (input/), the loading and
 * error states, resume hint, end card with the next episode, speed, fullscreen, Picture-in-Picture,
 * keyboard and the lock screen's media session. It reports the time to its screen (`onTime`, see
 * useTimeReport), which keeps the progress.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useEffectOn } from '../../../ui/useEffectOn';
import { useEscape } from '../../../ui/useEscape';
import { Controls } from './controls/Controls';
import type { NextEpisode } from './controls/EndCard';
import { Hud } from './controls/Hud';
import { useAutoHide } from './controls/useAutoHide';
import { seekTarget } from './input/gestures';
import { usePlayerInput } from './input/usePlayerInput';
import styles from './Player.module.css';
import { PlayerLayers, Poster } from './PlayerLayers';
import type { Source } from './source';
import { useFullscreen } from './useFullscreen';
import { useMediaSession } from './useMediaSession';
import { useMediaState } from './useMediaState';
import { usePlayback } from './usePlayback';
import { type TimeReport, useTimeReport } from './useTimeReport';

export interface VideoPlayerProps {
  /** The episode's chapter id: per-episode states (hint, end card) start over with a new one. */
  episodeId: number;
  sources: readonly Source[];
  poster: string;
  title: string;
  workTitle: string;
  /** Second to start at (the resume point); `resumedFrom` the saved second the hint names. */
  startAt: number;
  resumedFrom: number | null;
  autoPlay: boolean;
  next: NextEpisode | null;
  previous: (() => void) | null;
  onTime: TimeReport;
}

export function VideoPlayer(props: VideoPlayerProps) {
  const { episodeId, sources, poster, title, workTitle, next, previous } = props;
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const startAt = useRef(props.startAt);
  startAt.current = props.startAt;
  const autoPlay = useRef(props.autoPlay);
  autoPlay.current = props.autoPlay;

  const media = useMediaState(video);
  useTimeReport(video, episodeId, props.onTime);
  const playback = usePlayback(video, sources, startAt, autoPlay);
  const [started, setStarted] = useState(false);
  const [speedOpen, setSpeedOpen] = useState(false);
  const [scrubbing, setScrubbing] = useState(false);
  const playing = !media.paused && !media.ended;
  const controls = useAutoHide(playing, scrubbing || speedOpen);
  const fullscreen = useFullscreen(box, video);

  // A new episode shows its poster until its first frame plays.
  useEffectOn([episodeId], () => setStarted(false));
  useEffect(() => {
    if (playing && media.ready) setStarted(true);
  }, [playing, media.ready]);

  const { toggle, seekBy, seekTo } = usePlayerMoves(video, autoPlay, controls.show);

  const input = usePlayerInput(video, {
    toggle,
    seekBy,
    showControls: controls.show,
    toggleControls: controls.toggle,
    fullscreen: fullscreen.toggle,
    canSetVolume: fullscreen.offers.volume,
    playable: sources.length > 0,
  });

  // Escape closes the speed panel (keyboard users, and fullscreen on a desktop).
  useEscape(speedOpen, () => setSpeedOpen(false));

  useMediaSession(
    video,
    sources.length > 0
      ? { title, artist: workTitle, artwork: poster, onPrevious: previous, onNext: next?.go ?? null }
      : null,
  );

  const loading = !playback.failed && (media.waiting || (!media.ready && !media.paused));
  const chrome = controls.visible && !media.ended && !playback.failed;
  return (
    <div
      ref={box}
      className={styles.player}
      data-testid="player"
      data-engine={playback.playback?.engine}
      data-source={playback.playback?.source.type}
      data-fullscreen={fullscreen.fullscreen || undefined}
      data-controls={chrome || undefined}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the demo and imported clips carry no caption tracks */}
      <video
        ref={video}
        className={styles.video}
        playsInline
        preload="metadata"
        data-testid="video"
        onContextMenu={(event) => event.preventDefault()}
      />
      {!started && <Poster poster={poster} />}
      <div className={styles.dim} style={{ opacity: (1 - input.brightness) * 0.8 }} aria-hidden="true" />
      <div className={styles.surface} {...input.gestures} data-testid="player-surface" />
      <Hud hud={input.hud} boosted={input.boosted} />
      {loading && <div className={styles.spinner} role="progressbar" aria-busy="true" data-testid="player-loading" />}
      <div className={styles.chrome} data-visible={chrome || undefined}>
        <Controls
          title={title}
          media={media}
          fullscreen={fullscreen.fullscreen}
          canFullscreen={fullscreen.offers.fullscreen}
          actions={{
            toggle,
            seek: seekTo,
            scrub: setScrubbing,
            openSpeed: () => setSpeedOpen(true),
            fullscreen: fullscreen.toggle,
            pip: fullscreen.pip,
          }}
        />
      </div>
      <PlayerLayers
        episodeId={episodeId}
        speed={speedOpen ? { rate: input.chosenRate(media.rate), close: () => setSpeedOpen(false) } : null}
        onRate={(rate) => {
          if (video.current) video.current.playbackRate = rate;
          setSpeedOpen(false);
        }}
        resumedFrom={media.ended ? null : props.resumedFrom}
        ended={media.ended}
        next={next}
        failed={playback.failed}
        onRestart={() => seekTo(0)}
        onReplay={() => {
          seekTo(0);
          toggle();
        }}
        onRetry={playback.retry}
      />
    </div>
  );
}

/** Play or pause, seek by a step (showing the controls) or to a second. */
function usePlayerMoves(
  video: RefObject<HTMLVideoElement | null>,
  autoPlay: RefObject<boolean>,
  showControls: () => void,
) {
  const toggle = useCallback(() => {
    const element = video.current;
    if (!element) return;
    autoPlay.current = true;
    if (element.paused || element.ended) void element.play().catch(() => {});
    else element.pause();
  }, [video, autoPlay]);
  const seekBy = useCallback(
    (delta: number) => {
      const element = video.current;
      if (!element) return;
      element.currentTime = seekTarget(element.currentTime, delta, element.duration);
      showControls();
    },
    [video, showControls],
  );
  const seekTo = useCallback(
    (seconds: number) => {
      if (video.current) video.current.currentTime = seconds;
    },
    [video],
  );
  return { toggle, seekBy, seekTo };
}
