/** Playback speeds, in a panel inside the player (so that it is there in fullscreen too). */
import { Trans } from '@lingui/react/macro';
import styles from './PlayerCards.module.css';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

export const speedLabel = (rate: number) => `${rate}x`;

export function SpeedPanel({ rate, onPick }: { rate: number; onPick: (rate: number) => void }) {
  return (
    <div className={styles.panel} role="dialog" aria-labelledby="speed-title" data-testid="speed-panel">
      <p id="speed-title" className={styles.panelTitle}>
        <Trans>倍速</Trans>
      </p>
      <ul className={styles.speeds}>
        {[...SPEEDS].reverse().map((speed) => (
          <li key={speed}>
            <button type="button" className={styles.speed} aria-pressed={speed === rate} onClick={() => onPick(speed)}>
              {speedLabel(speed)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
