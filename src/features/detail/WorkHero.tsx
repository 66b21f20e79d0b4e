/**
 * The top of a detail: blurred cover art behind the cover, title, author, status, counts and tags.
 * Drawn again only for another work, not when the reader's state with it arrives.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import type { WorkDetailAnswer } from '../../core/contract/content';
import { groupDigits } from '../../core/format';
import { variantUrl } from '../../core/media-variants';
import { chapterCountLabel } from '../../reading/read-labels';
import { LazyImage } from '../../ui/LazyImage';
import { COVER_SIZES, coverSources } from '../../works/cover-sources';
import { STATUS_LABELS } from '../../works/labels';
import { COVER } from '../../works/WorkCover';
import { WorkTags } from '../../works/WorkTags';
import styles from './WorkHero.module.css';

export const WorkHero = memo(function WorkHero({ work }: { work: WorkDetailAnswer['work'] }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.hero}>
      <div
        className={styles.art}
        style={{ backgroundImage: `url("${variantUrl(work.cover, 120)}")` }}
        aria-hidden="true"
      />
      <div className={styles.cover}>
        <LazyImage {...coverSources(work.cover, COVER_SIZES.hero)} alt={work.title} {...COVER} eager />
      </div>
      <div className={styles.facts}>
        <h1 className={styles.title}>{work.title}</h1>
        <p className={styles.author}>{work.author}</p>
        <p className={styles.stats}>
          <span className={styles.score}>{work.score.toFixed(1)}</span>
          <span>
            <Trans>{groupDigits(work.views)} 人气</Trans>
          </span>
        </p>
        <p className={styles.status} data-testid="work-status">
          <span className={work.status === 'completed' ? styles.done : styles.ongoing}>
            {i18n._(STATUS_LABELS[work.status])}
          </span>
          <span>{i18n._(chapterCountLabel(work.kind, work.chapter_count))}</span>
        </p>
        <WorkTags tags={work.tags} look={styles} />
      </div>
    </div>
  );
});
