/**
 * At the end of an episode: the next one starts after a countdown the viewer can cancel or skip;
 * after the last one, a replay.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Icon } from '../../../../ui/Icon';
import styles from './PlayerCards.module.css';

/** Seconds before the next episode plays by itself. */
export const AUTOPLAY_NEXT_S = 5;

export interface NextEpisode {
  title: string;
  go: () => void;
}

export function EndCard({ next, onReplay }: { next: NextEpisode | null; onReplay: () => void }) {
  const [left, setLeft] = useState(AUTOPLAY_NEXT_S);
  const [cancelled, setCancelled] = useState(false);
  const counting = !!next && !cancelled;

  useEffect(() => {
    if (!counting) return;
    if (left <= 0) {
      next?.go();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, left, next]);

  return (
    <div className={styles.endCard} data-testid="end-card">
      {next ? (
        <>
          <p className={styles.endTitle}>{counting ? <Trans>{left} 秒后播放下一集</Trans> : <Trans>下一集</Trans>}</p>
          <p className={styles.endNext}>{next.title}</p>
          <div className={styles.endActions}>
            {counting ? (
              <button
                type="button"
                className={styles.ghost}
                onClick={() => setCancelled(true)}
                data-testid="autoplay-cancel"
              >
                <Trans>取消</Trans>
              </button>
            ) : (
              <button type="button" className={styles.ghost} onClick={onReplay}>
                <Icon name="refresh" size={18} />
                <Trans>重播</Trans>
              </button>
            )}
            <button type="button" className={styles.solid} onClick={next.go} data-testid="play-next">
              <Icon name="play" size={18} />
              <Trans>立即播放</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.endTitle}>
            <Trans>已看完全部剧集</Trans>
          </p>
          <div className={styles.endActions}>
            <button type="button" className={styles.solid} onClick={onReplay}>
              <Icon name="refresh" size={18} />
              <Trans>重播</Trans>
            </button>
          </div>
        </>
      )}
    </div>
  );
}
