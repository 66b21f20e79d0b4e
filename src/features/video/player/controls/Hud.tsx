/** What a gesture is doing, over the picture: the seek ripple of a double tap, 2× while held, a level bar. */
import { Trans } from '@lingui/react/macro';
import styles from '../Player.module.css';
import { PlayerIcon } from './icons';

export type HudState =
  | { kind: 'seek'; side: 'left' | 'right'; seconds: number; key: number }
  | { kind: 'level'; target: 'brightness' | 'volume'; level: number }
  | null;

export function Hud({ hud, boosted }: { hud: HudState; boosted: boolean }) {
  return (
    <>
      {boosted && (
        <div className={styles.boost} role="status" data-testid="boost">
          <PlayerIcon name="next" size={16} />
          <Trans>2 倍速播放中</Trans>
        </div>
      )}
      {hud?.kind === 'seek' && (
        <div key={hud.key} className={styles.ripple} data-side={hud.side} role="status" data-testid="seek-ripple">
          <PlayerIcon name={hud.side === 'left' ? 'back10' : 'forward10'} size={28} />
          {hud.side === 'left' ? <Trans>后退 {hud.seconds} 秒</Trans> : <Trans>快进 {hud.seconds} 秒</Trans>}
        </div>
      )}
      {hud?.kind === 'level' && (
        <div className={styles.level} role="status" data-testid={`hud-${hud.target}`}>
          <PlayerIcon name={hud.target === 'brightness' ? 'sun' : hud.level === 0 ? 'mute' : 'volume'} size={20} />
          <span className={styles.levelBar}>
            <span style={{ width: `${Math.round(hud.level * 100)}%` }} />
          </span>
        </div>
      )}
    </>
  );
}
