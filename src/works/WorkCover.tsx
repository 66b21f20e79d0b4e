/** A work as a 3:4 cover with its title and one line under it; opens the work's detail. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WorkCard } from '../core/contract/content';
import { LazyImage } from '../ui/LazyImage';
import { COVER_SIZES, coverSources } from './cover-sources';
import { detailLink } from './detail-link';
import styles from './WorkCover.module.css';

export const COVER = { width: 600, height: 800 } as const;

export function WorkBadge({ work }: { work: WorkCard }) {
  if (work.free_until && work.free_until * 1000 > Date.now())
    return (
      <span className={`${styles.badge} ${styles.free}`}>
        <Trans>限免</Trans>
      </span>
    );
  if (work.status === 'completed')
    return (
      <span className={styles.badge}>
        <Trans>完结</Trans>
      </span>
    );
  return null;
}

export function WorkCover({
  work,
  line,
  sizes = COVER_SIZES.grid,
  eager = false,
}: {
  work: WorkCard;
  line?: 'author' | 'latest' | 'intro';
  /** The cover's CSS width where it shows (one of COVER_SIZES): the variant fetched fits it. */
  sizes?: string;
  /** The screen's largest image (LazyImage's eager). */
  eager?: boolean;
}) {
  const sub = line === 'author' ? work.author : line === 'intro' ? work.intro : work.latest_title;
  return (
    <Link {...detailLink(work.kind, work.id)} className={styles.card} data-testid="work-cover">
      <div className={styles.art}>
        <LazyImage
          {...coverSources(work.cover, sizes)}
          alt={work.title}
          {...COVER}
          className={styles.image}
          eager={eager}
        />
        <WorkBadge work={work} />
        {work.score > 0 && <span className={styles.score}>{work.score.toFixed(1)}</span>}
      </div>
      <span className={styles.title} data-testid="work-title">
        {work.title}
      </span>
      <span className={styles.sub}>{sub}</span>
    </Link>
  );
}
