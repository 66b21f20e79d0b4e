/**
 * One footprint: the work's cover and title, where the reader stopped and when; a tap continues in
 * the reader (comics, novels) or opens the detail (videos play there).
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/Icon';
import { LazyImage } from '../../../ui/LazyImage';
import { readerLink } from '../../detail/reader-link';
import { detailLink } from '../../discover/detail-link';
import { KIND_LABELS } from '../../discover/labels';
import { COVER } from '../../discover/WorkCover';
import styles from './Footprint.module.css';
import type { Footprint } from './footprints';
import { positionLabel } from './position-label';
import { TimeAgo } from './TimeAgo';

export function FootprintRow({ footprint, now }: { footprint: Footprint; now: number }) {
  const { i18n } = useLingui();
  const { work } = footprint;
  const link =
    work.kind !== 'video'
      ? readerLink(work.kind, work.id, footprint.chapter_id, footprint.position)
      : detailLink(work.kind, work.id);
  return (
    <li data-testid="footprint" data-work-id={work.id} data-kind={work.kind}>
      <Link {...(link ?? detailLink(work.kind, work.id))} className={styles.row}>
        <div className={styles.cover}>
          <LazyImage src={work.cover} alt="" {...COVER} />
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
