/** The controls over the picture: the episode title and extras on top, play and the seek bar below. */
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../../ui/Icon';
import styles from '../Player.module.css';
import type { MediaState } from '../useMediaState';
import { PlayerIcon } from './icons';
import { SeekBar } from './SeekBar';
import { speedLabel } from './SpeedPanel';

export interface ControlActions {
  toggle: () => void;
  seek: (seconds: number) => void;
  scrub: (active: boolean) => void;
  openSpeed: () => void;
  fullscreen: () => void;
  pip: (() => void) | null;
}

export function Controls({
  title,
  media,
  fullscreen,
  canFullscreen,
  actions,
}: {
  title: string;
  media: MediaState;
  fullscreen: boolean;
  canFullscreen: boolean;
  actions: ControlActions;
}) {
  const { t } = useLingui();
  const playing = !media.paused;
  return (
    <>
      <div className={styles.top}>
        <p className={styles.title}>{title}</p>
        {actions.pip && (
          <button type="button" className={styles.icon} onClick={actions.pip} aria-label={t`画中画`}>
            <PlayerIcon name="pip" />
          </button>
        )}
      </div>
      {!media.waiting && (
        <button
          type="button"
          className={styles.center}
          onClick={actions.toggle}
          aria-label={playing ? t`暂停` : t`播放`}
          data-testid="player-center"
        >
          <Icon name={playing ? 'pause' : 'play'} size={30} />
        </button>
      )}
      <div className={styles.bottom}>
        <button
          type="button"
          className={styles.icon}
          onClick={actions.toggle}
          aria-label={playing ? t`暂停` : t`播放`}
          data-testid="player-toggle"
        >
          <Icon name={playing ? 'pause' : 'play'} size={22} />
        </button>
        <SeekBar
          current={media.current}
          duration={media.duration}
          buffered={media.buffered}
          onSeek={actions.seek}
          onScrub={actions.scrub}
        />
        <button
          type="button"
          className={styles.text}
          onClick={actions.openSpeed}
          aria-label={t`倍速`}
          data-testid="player-speed"
        >
          {media.rate === 1 ? t`倍速` : speedLabel(media.rate)}
        </button>
        {canFullscreen && (
          <button
            type="button"
            className={styles.icon}
            onClick={actions.fullscreen}
            aria-label={fullscreen ? t`退出全屏` : t`全屏`}
            data-testid="player-fullscreen"
          >
            <PlayerIcon name={fullscreen ? 'fullscreenExit' : 'fullscreen'} />
          </button>
        )}
      </div>
    </>
  );
}
