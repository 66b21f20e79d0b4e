/**
 * One footprint: the work's cover and title, where the reader stopped and when; a tap continues in
 * the reader (comics, novels) or opens the detail (videos play there).
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { positionLabel } from '../../../reading/position-label';
import { readerLink } from '../../../reading/reader-link';
import { Icon } from '../../../ui/Icon';
import { LazyImage } from '../../../ui/LazyImage';
import { COVER_SIZES, coverSources } from '../../../works/cover-sources';
import { KIND_LABELS } from '../../../works/labels';
import { COVER } from '../../../works/WorkCover';
import styles from './Footprint.module.css';
import type { Footprint } from './footprints';
import { TimeAgo } from './TimeAgo';

export function FootprintRow({ footprint, now }: { footprint: Footprint; now: number }) {
  const { i18n } = useLingui();
  const { work } = footprint;
  const link = readerLink(work.kind, work.id, footprint.chapter_id, footprint.position);
  return (
    <li data-testid="footprint" data-work-id={work.id} data-kind={work.kind}>
      <Link {...link} className={styles.row}>
        <div className={styles.cover}>
          <LazyImage {...coverSources(work.cover, COVER_SIZES.thumb)} alt="" {...COVER} />
        </div>
        <div className={styles.body}>
          <span className={styles.title} data-testid="footprint-title">
            {work.title}
          </span>
          <span className={styles.position} data-testid="footprint-position">
            {i18n._(positionLabel(work.kind, footprint.chapter_title, footprint.position))}
          </span>
          <span className={styles.meta}>
            <span className={styles.kind}>{i18n._(KIND_LABELS[work.kind])}</span>
            <TimeAgo time={footprint.updated_at} now={now} />
            {footprint.deviceOnly && (
              <span className={styles.device}>
                <Trans>本机</Trans>
              </span>
            )}
          </span>
        </div>
        {work.kind !== 'video' ? (
          <span className={styles.go} aria-hidden="true">
            <Trans>续读</Trans>
          </span>
        ) : (
          <Icon name="chevron" size={18} className={styles.chevron} />
        )}
      </Link>
    </li>
  );
}
