/** A work as a list row: cover, title, author, one line of intro and its tags; opens the detail. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WorkCard } from '../core/contract/content';
import { LazyImage } from '../ui/LazyImage';
import { COVER_SIZES, coverSources } from './cover-sources';
import { detailLink } from './detail-link';
import { COVER, WorkBadge } from './WorkCover';
import styles from './WorkRow.module.css';

export function WorkRow({ work, rank, extra }: { work: WorkCard; rank?: number; extra?: ReactNode }) {
  return (
    <Link {...detailLink(work.kind, work.id)} className={styles.row} data-testid="work-row">
      {rank !== undefined && (
        <span className={styles.rank} data-top={rank <= 3 ? rank : undefined}>
          {rank}
        </span>
      )}
      <div className={styles.art}>
        <LazyImage {...coverSources(work.cover, COVER_SIZES.row)} alt={work.title} {...COVER} />
        <WorkBadge work={work} />
      </div>
      <div className={styles.body}>
        <span className={styles.title} data-testid="work-row-title">
          {work.title}
        </span>
        <span className={styles.meta}>
          {work.author} · {work.latest_title}
        </span>
        <span className={styles.intro}>{work.intro}</span>
        <span className={styles.tags}>
          {work.tags.slice(0, 3).map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
          {extra}
        </span>
      </div>
    </Link>
  );
}
