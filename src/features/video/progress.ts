/**
 * Watching progress: kept on the device every few seconds of playback (this episode's position and
 * the work's reading history), sent to the server as a footprint less often; both at once when the
 * video pauses, ends or the page is hidden. Positions are whole seconds (the footprint's `position`).
 */

/** Device saves while playing, at most this often. */
export const LOCAL_EVERY_S = 5;
/** Footprints while playing, at most this often (pause, end and hide send at once). */
export const REMOTE_EVERY_S = 15;

export interface VideoProgressDeps {
  saveLocal: (seconds: number) => void;
  sendRemote: (seconds: number) => void;
  /** Milliseconds. */
  now?: () => number;
}

export interface VideoProgress {
  /** A time from the player: `tick` while playing (throttled), `pause` / `ended` save now. */
  report(seconds: number, reason: 'tick' | 'pause' | 'ended'): void;
}

export function createVideoProgress(deps: VideoProgressDeps): VideoProgress {
  const now = deps.now ?? Date.now;
  let localAt = Number.NEGATIVE_INFINITY;
  let remoteAt = Number.NEGATIVE_INFINITY;
  let lastRemote: number | null = null;
  return {
    report(time, reason) {
      const seconds = Math.max(0, Math.round(time));
      const at = now();
      const urgent = reason !== 'tick';
      if (urgent || at - localAt >= LOCAL_EVERY_S * 1000) {
        localAt = at;
        deps.saveLocal(seconds);
      }
      if ((urgent && seconds !== lastRemote) || at - remoteAt >= REMOTE_EVERY_S * 1000) {
        remoteAt = at;
        lastRemote = seconds;
        deps.sendRemote(seconds);
      }
    },
  };
}
