/** Under the player: the work's title, author, classes, plays and blurb, and the favourite button. */

import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { WorkDetailAnswer } from '../../core/contract/content';
import { groupDigits } from '../../core/format';
import { Icon } from '../../ui/Icon';
import { STATUS_LABELS } from '../../works/labels';
import type { Favorite } from '../../works/useFavorite';
import { WorkTags } from '../../works/WorkTags';
import styles from './VideoScreen.module.css';

export function VideoInfo({
  work,
  episodeTitle,
  favorite,
}: {
  work: WorkDetailAnswer['work'];
  episodeTitle: string | null;
  favorite: Favorite;
}) {
  const { i18n } = useLingui();
  const { on, count } = favorite.state;
  return (
    <section className={styles.info}>
      <div className={styles.heading}>
        <div className={styles.headingText}>
          <h2 className={styles.title} data-testid="video-title">
            {work.title}
          </h2>
          {episodeTitle && (
            <p className={styles.episodeTitle} data-testid="episode-title">
              {episodeTitle}
            </p>
          )}
        </div>
        <button
          type="button"
          className={on ? `${styles.favorite} ${styles.favorited}` : styles.favorite}
          onClick={() => void favorite.toggle()}
          disabled={favorite.pending}
          aria-pressed={on}
          data-testid="favorite"
        >
          <Icon name="star" size={22} />
          <span>{on ? <Trans>已收藏</Trans> : <Trans>收藏</Trans>}</span>
          <small>{groupDigits(count)}</small>
        </button>
      </div>
      <p className={styles.meta}>
        <span>{work.author}</span>
        <span>
          <Trans>{groupDigits(work.views)} 次播放</Trans>
        </span>
        <span className={work.status === 'completed' ? styles.done : undefined}>
          {i18n._(STATUS_LABELS[work.status])}
        </span>
      </p>
      <WorkTags tags={work.tags} look={styles} />
    </section>
  );
}
