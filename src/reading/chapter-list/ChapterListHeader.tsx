/** A chapter list's top: the work's cover, title, status and latest chapter, linking back to its detail. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WorkDetailAnswer } from '../../core/contract/content';
import { LazyImage } from '../../ui/LazyImage';
import { COVER_SIZES, coverSources } from '../../works/cover-sources';
import { detailLink } from '../../works/detail-link';
import { STATUS_LABELS } from '../../works/labels';
import { COVER } from '../../works/WorkCover';
import { chapterCountLabel } from '../read-labels';
import styles from './ChapterList.module.css';

export function ChapterListHeader({ work }: { work: WorkDetailAnswer['work'] }) {
  const { i18n } = useLingui();
  return (
    <Link {...detailLink(work.kind, work.id)} className={styles.work}>
      <div className={styles.workCover}>
        <LazyImage {...coverSources(work.cover, COVER_SIZES.thumb)} alt="" {...COVER} eager />
      </div>
      <div className={styles.workFacts}>
        <h1 className={styles.workTitle}>{work.title}</h1>
        <p className={styles.workMeta}>
          {i18n._(STATUS_LABELS[work.status])}
          {' · '}
          {i18n._(chapterCountLabel(work.kind, work.chapter_count))}
        </p>
        <p className={styles.workMeta}>
          <Trans>更新至 {work.latest_title}</Trans>
        </p>
      </div>
    </Link>
  );
}
