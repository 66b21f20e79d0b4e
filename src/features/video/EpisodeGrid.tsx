/**
 * The episodes as a grid of 第N集 tiles with their marks (free, limited free, VIP, price, bought, and
 * downloaded); the one playing is highlighted. A tile changes the address's episode (replacing the
 * entry: back leaves the page), and the player plays it without leaving the page. 下载 opens the
 * download sheet from the episode playing.
 */

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Chapter, WorkCard } from '../../core/contract/content';
import { DownloadEntry } from '../../offline/DownloadEntry';
import { DownloadMark } from '../../offline/DownloadMark';
import { AccessMark } from '../../reading/AccessMark';
import { chapterCountLabel } from '../../reading/read-labels';
import { user } from '../../state/session';
import { useStoreValue } from '../../ui/useStoreValue';
import styles from './VideoScreen.module.css';

export function EpisodeGrid({
  work,
  episodes,
  currentId,
  purchased,
}: {
  work: WorkCard;
  episodes: readonly Chapter[];
  currentId: number | null;
  purchased: ReadonlySet<number>;
}) {
  const { i18n } = useLingui();
  const vip = useStoreValue(user, (s) => Boolean(s.info?.is_vip));
  const workId = work.id;
  return (
    <section className={styles.block} aria-labelledby="episodes-heading">
      <header className={styles.blockHeader}>
        <h2 id="episodes-heading">
          <Trans>选集</Trans>
        </h2>
        <span className={styles.headerEnd}>
          <span className={styles.count}>{i18n._(chapterCountLabel('video', episodes.length))}</span>
          <DownloadEntry
            variant="tool"
            work={work}
            chapters={episodes}
            purchased={purchased}
            startId={currentId}
            className={styles.download}
          />
        </span>
      </header>
      {episodes.length === 0 ? (
        <p className={styles.none}>
          <Trans>还没有剧集，敬请期待。</Trans>
        </p>
      ) : (
        <ol className={styles.episodes}>
          {episodes.map((episode) => {
            const current = episode.id === currentId;
            return (
              <li key={episode.id} data-testid="episode" data-current={current || undefined}>
                <Link
                  to="/video_index"
                  search={{ id: workId, episode: episode.id }}
                  replace
                  resetScroll={false}
                  className={current ? `${styles.episode} ${styles.current}` : styles.episode}
                  aria-current={current ? 'true' : undefined}
                  title={episode.title}
                >
                  <span className={styles.episodeNo}>{i18n._(msg`第${episode.index}集`)}</span>
                  <AccessMark chapter={episode} purchased={purchased.has(episode.id)} vip={vip} />
                  <span className={styles.episodeMark}>
                    <DownloadMark kind="video" chapterId={episode.id} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
