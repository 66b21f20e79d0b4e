/**
 * The seek bar: what was played, what is buffered, and a thumb. A native range input underneath, so
 * that a finger, a mouse and the keyboard all work and screen readers hear the time; the time shown
 * follows the finger (or the arrow keys) and the video seeks when it lets go.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { clock } from '../../../../core/format';
import styles from './SeekBar.module.css';

export function SeekBar({
  current,
  duration,
  buffered,
  onSeek,
  onScrub,
}: {
  current: number;
  duration: number;
  buffered: number;
  onSeek: (seconds: number) => void;
  /** Dragging (the controls stay while a finger is on the bar). */
  onScrub: (active: boolean) => void;
}) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? current;
  const share = (value: number) => (duration > 0 ? `${Math.min(100, (value / duration) * 100)}%` : '0%');
  const release = () => {
    if (dragging !== null) onSeek(dragging);
    setDragging(null);
    onScrub(false);
  };
  return (
    <div className={styles.seek}>
      <span className={styles.time} data-testid="player-current">
        {clock(shown)}
      </span>
      <div className={styles.track}>
        <div className={styles.rail} />
        <div className={styles.buffered} style={{ width: share(buffered) }} />
        <div className={styles.played} style={{ width: share(shown) }} />
        {/* Moved by a transform across a layer as wide as the track: playing moves no layout. */}
        <div className={styles.thumbLane} style={{ translate: `${share(shown)} 0` }}>
          <div className={styles.thumb} />
        </div>
        <input
          className={styles.range}
          type="range"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(shown, duration || 0)}
          aria-label={t`播放进度`}
          aria-valuetext={`${clock(shown)} / ${clock(duration)}`}
          onPointerDown={() => onScrub(true)}
          onChange={(event) => setDragging(Number(event.currentTarget.value))}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyUp={release}
          onBlur={() => dragging !== null && release()}
        />
      </div>
      <span className={styles.time} data-testid="player-duration">
        {clock(duration)}
      </span>
    </div>
  );
}
