/**
 * The detail's bottom bar, stuck to the bottom of the screen above the home indicator: the
 * favourite toggle with its count, and read / continue from where the reader stopped.
 */

import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { WorkKind } from '../../core/contract/content';
import { groupDigits } from '../../core/format';
import type { ReadTarget } from '../../reading/continue-reading';
import { readLabel } from '../../reading/read-labels';
import { hasReaderScreen, readerLink } from '../../reading/reader-link';
import { Icon } from '../../ui/Icon';
import type { Favorite } from '../../works/useFavorite';
import styles from './DetailActionBar.module.css';

export function DetailActionBar({
  kind,
  workId,
  favorite,
  target,
  settled,
  download,
}: {
  kind: WorkKind;
  workId: number;
  favorite: Favorite;
  target: ReadTarget | null;
  /** False while the saved position is still being looked up. */
  settled: boolean;
  /** The 下载 button (offline/DownloadEntry), beside the favourite. */
  download?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { on, count } = favorite.state;
  const link = target ? readerLink(kind, workId, target.chapter.id, target.position) : null;
  const hasReader = hasReaderScreen(kind);

  return (
    <div className={styles.bar} data-testid="detail-actions">
      <button
        type="button"
        className={on ? `${styles.favorite} ${styles.on}` : styles.favorite}
        aria-pressed={on}
        aria-busy={!settled || favorite.pending}
        disabled={!settled}
        onClick={() => void favorite.toggle()}
        data-testid="favorite-toggle"
      >
        <Icon name="star" size={22} />
        <span className={styles.favoriteText}>
          <span>{on ? <Trans>已收藏</Trans> : <Trans>收藏</Trans>}</span>
          <span className={styles.count} data-testid="favorite-count">
            {groupDigits(count)}
          </span>
        </span>
      </button>
      {download}
      {hasReader &&
        (!settled ? (
          <span className={`${styles.read} ${styles.waiting}`} aria-busy="true" data-testid="read-button">
            <span className={styles.dots} />
          </span>
        ) : link ? (
          <Link {...link} className={styles.read} data-testid="read-button">
            <Icon name={kind === 'novel' ? 'book' : 'comic'} size={18} />
            {i18n._(readLabel(kind, target))}
          </Link>
        ) : (
          <span className={`${styles.read} ${styles.disabled}`} data-testid="read-button">
            {i18n._(readLabel(kind, null))}
          </span>
        ))}
    </div>
  );
}
