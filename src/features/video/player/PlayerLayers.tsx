/**
 * What lies over the picture at times: the poster before the first frame, the speed panel, the
 * resume hint, the end card with the next episode, and the failure with its retry. Per-episode
 * layers start over with a new episode.
 */

import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { EndCard, type NextEpisode } from './controls/EndCard';
import cards from './controls/PlayerCards.module.css';
import { ResumeHint } from './controls/ResumeHint';
import { SpeedPanel } from './controls/SpeedPanel';
import styles from './Player.module.css';

export function PlayerLayers({
  episodeId,
  speed,
  onRate,
  resumedFrom,
  ended,
  next,
  failed,
  onRestart,
  onReplay,
  onRetry,
}: {
  episodeId: number;
  /** The speed panel, when open: the rate chosen now. */
  speed: { rate: number; close: () => void } | null;
  onRate: (rate: number) => void;
  /** The saved second playback resumed from, for the hint; null for none. */
  resumedFrom: number | null;
  ended: boolean;
  next: NextEpisode | null;
  failed: boolean;
  onRestart: () => void;
  onReplay: () => void;
  onRetry: () => void;
}) {
  return (
    <>
      {speed && (
        <>
          <div className={cards.panelScrim} onClick={speed.close} aria-hidden="true" />
          <SpeedPanel rate={speed.rate} onPick={onRate} />
        </>
      )}
      {resumedFrom !== null && <ResumeHint key={episodeId} seconds={resumedFrom} onRestart={onRestart} />}
      {ended && <EndCard key={episodeId} next={next} onReplay={onReplay} />}
      {failed && (
        <div className={cards.failed} role="alert" data-testid="player-error">
          <p>
            <Trans>视频加载失败</Trans>
          </p>
          <small>
            <Trans>请检查网络后重试</Trans>
          </small>
          <button type="button" className={cards.solid} onClick={onRetry} data-testid="player-retry">
            <Trans>重试</Trans>
          </button>
        </div>
      )}
    </>
  );
}

/** The episode's poster until its first frame plays; its phase tells the document's first paint when it is in. */
export function Poster({ poster }: { poster: string }) {
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  return (
    <div className={styles.poster} aria-hidden="true" data-phase={phase}>
      <div className={styles.posterArt} style={{ backgroundImage: `url("${poster}")` }} />
      <img
        className={styles.posterCover}
        src={poster}
        alt=""
        // Its box before the picture is in (a cover's 3:4), so that nothing moves when it arrives.
        width={600}
        height={800}
        onLoad={() => setPhase('ready')}
        onError={() => setPhase('failed')}
      />
    </div>
  );
}
