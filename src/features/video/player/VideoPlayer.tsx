/**
 * The player: a native `<video>` with our own controls and touch gestures (see gestures.ts), the
 * loading and error states, resume hint, end card with the next episode, speed, fullscreen,
 * Picture-in-Picture, keyboard and the lock screen's media session. It reports the time to its
 * screen (`onTime`), which keeps the progress.
 */
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { update } from '../../../state/update';
import { useEffectOn } from '../../../ui/useEffectOn';
import { useEscape } from '../../../ui/useEscape';
import { Controls } from './controls/Controls';
import { EndCard, type NextEpisode } from './controls/EndCard';
import { Hud, type HudState } from './controls/Hud';
import { ResumeHint } from './controls/ResumeHint';
import { SpeedPanel } from './controls/SpeedPanel';
import { useAutoHide } from './controls/useAutoHide';
import {
  canFullscreen,
  canPictureInPicture,
  canSetVolume,
  enterFullscreen,
  exitFullscreen,
  isFullscreen,
  togglePictureInPicture,
} from './fullscreen';
import { DOUBLE_TAP_SEEK_S, LONG_PRESS_RATE, seekTarget, type Zone } from './input/gestures';
import { useKeyboard } from './input/useKeyboard';
import { usePlayerGestures } from './input/usePlayerGestures';
import styles from './Player.module.css';
import type { Source } from './source';
import { useMediaSession } from './useMediaSession';
import { useMediaState } from './useMediaState';
import { usePlayback } from './usePlayback';

export type TimeReason = 'tick' | 'pause' | 'ended';

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
  onTime: (seconds: number, duration: number, reason: TimeReason) => void;
}

const HUD_MS = 700;

export function VideoPlayer(props: VideoPlayerProps) {
  const { episodeId, sources, poster, title, workTitle, next, previous, onTime } = props;
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const startAt = useRef(props.startAt);
  startAt.current = props.startAt;
  const autoPlay = useRef(props.autoPlay);
  autoPlay.current = props.autoPlay;

  const media = useMediaState(video);
  // Leaving an episode for another saves where the viewer was in it. Declared before usePlayback, so
  // that this runs before the old source is taken off the element (effect cleanups run in order).
  // A new episode (or its keeper) is what ends the old one.
  useEffectOn([episodeId, onTime], () => {
    const element = video.current;
    const send = onTime;
    return () => {
      if (element && element.currentTime > 0) send(element.currentTime, element.duration, 'pause');
    };
  });
  const playback = usePlayback(video, sources, startAt, autoPlay);
  const [started, setStarted] = useState(false);
  const [speedOpen, setSpeedOpen] = useState(false);
  const [scrubbing, setScrubbing] = useState(false);
  const [boosted, setBoosted] = useState(false);
  const [hud, setHud] = useState<HudState>(null);
  const [brightness, setBrightness] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [extras, setExtras] = useState({ fullscreen: false, pip: false, volume: false });
  const rateBeforeBoost = useRef(1);
  const hudTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const playing = !media.paused && !media.ended;
  const controls = useAutoHide(playing, scrubbing || speedOpen);

  // What this browser offers, known once the element exists.
  useEffect(() => {
    setExtras({
      fullscreen: canFullscreen(video.current),
      pip: canPictureInPicture(video.current),
      volume: canSetVolume(),
    });
    const onChange = () => setFullscreen(isFullscreen(box.current));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A new episode shows its poster until its first frame plays.
  useEffectOn([episodeId], () => setStarted(false));
  useEffect(() => {
    if (playing && media.ready) setStarted(true);
  }, [playing, media.ready]);

  // The time, to the screen; and a playing video keeps the update prompt away (state/update.ts).
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
  }, []);

  const showHud = useCallback((next: HudState, linger = true) => {
    if (hudTimer.current) clearTimeout(hudTimer.current);
    setHud(next);
    if (linger) hudTimer.current = setTimeout(() => setHud(null), HUD_MS);
  }, []);
  useEffect(() => () => void (hudTimer.current && clearTimeout(hudTimer.current)), []);

  const toggle = useCallback(() => {
    const element = video.current;
    if (!element) return;
    autoPlay.current = true;
    if (element.paused || element.ended) void element.play().catch(() => {});
    else element.pause();
  }, []);
  const seekBy = useCallback(
    (delta: number) => {
      const element = video.current;
      if (!element) return;
      element.currentTime = seekTarget(element.currentTime, delta, element.duration);
      controls.show();
    },
    [controls],
  );
  const seekTo = useCallback((seconds: number) => {
    if (video.current) video.current.currentTime = seconds;
  }, []);
  const toggleFullscreen = useCallback(() => {
    if (!box.current || !video.current) return;
    if (isFullscreen(box.current)) void exitFullscreen();
    else void enterFullscreen(box.current, video.current);
  }, []);
  const setVolume = useCallback((level: number) => {
    const element = video.current;
    if (!element) return;
    element.volume = level;
    element.muted = level === 0;
  }, []);

  const gestures = usePlayerGestures({
    onTap: controls.toggle,
    onClick: toggle,
    onDoubleTap: (zone: Zone) => {
      if (zone === 'center') return toggle();
      const side = zone;
      seekBy(side === 'left' ? -DOUBLE_TAP_SEEK_S : DOUBLE_TAP_SEEK_S);
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
      if (!element || element.paused) return setBoosted(false);
      if (held) {
        rateBeforeBoost.current = element.playbackRate;
        element.playbackRate = LONG_PRESS_RATE;
      } else {
        element.playbackRate = rateBeforeBoost.current;
      }
      setBoosted(held);
    },
    onSwipe: (target, level) => {
      if (level === null) return showHud(null, false);
      if (target === 'volume') {
        if (!extras.volume) return;
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
      toggle,
      seekBy,
      volumeBy: (delta) => {
        const element = video.current;
        if (!element || !extras.volume) return;
        const level = Math.min(1, Math.max(0, (element.muted ? 0 : element.volume) + delta));
        setVolume(level);
        showHud({ kind: 'level', target: 'volume', level });
      },
      fullscreen: toggleFullscreen,
    },
    sources.length > 0,
  );

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
      data-fullscreen={fullscreen || undefined}
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
      {!started && (
        <div className={styles.poster} aria-hidden="true">
          <div className={styles.posterArt} style={{ backgroundImage: `url("${poster}")` }} />
          <img className={styles.posterCover} src={poster} alt="" />
        </div>
      )}
      <div className={styles.dim} style={{ opacity: (1 - brightness) * 0.8 }} aria-hidden="true" />
      <div className={styles.surface} {...gestures} data-testid="player-surface" />
      <Hud hud={hud} boosted={boosted} />
      {loading && <div className={styles.spinner} role="progressbar" aria-busy="true" data-testid="player-loading" />}
      <div className={styles.chrome} data-visible={chrome || undefined}>
        <Controls
          title={title}
          media={media}
          fullscreen={fullscreen}
          canFullscreen={extras.fullscreen}
          actions={{
            toggle,
            seek: seekTo,
            scrub: setScrubbing,
            openSpeed: () => setSpeedOpen(true),
            fullscreen: toggleFullscreen,
            pip: extras.pip && video.current ? () => video.current && void togglePictureInPicture(video.current) : null,
          }}
        />
      </div>
      {speedOpen && (
        <>
          <div className={styles.panelScrim} onClick={() => setSpeedOpen(false)} aria-hidden="true" />
          <SpeedPanel
            rate={boosted ? rateBeforeBoost.current : media.rate}
            onPick={(rate) => {
              if (video.current) video.current.playbackRate = rate;
              setSpeedOpen(false);
            }}
          />
        </>
      )}
      {props.resumedFrom !== null && !media.ended && (
        <ResumeHint key={episodeId} seconds={props.resumedFrom} onRestart={() => seekTo(0)} />
      )}
      {media.ended && (
        <EndCard
          key={episodeId}
          next={next}
          onReplay={() => {
            seekTo(0);
            toggle();
          }}
        />
      )}
      {playback.failed && (
        <div className={styles.failed} role="alert" data-testid="player-error">
          <p>
            <Trans>视频加载失败</Trans>
          </p>
          <small>
            <Trans>请检查网络后重试</Trans>
          </small>
          <button type="button" className={styles.solid} onClick={playback.retry} data-testid="player-retry">
            <Trans>重试</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
