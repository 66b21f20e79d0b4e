/**
 * A chapter list's bar, stuck under the nav bar: how many chapters, "jump to the current chapter"
 * when the reader has one, and the order toggle (正序 / 倒序).
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Chapter, WorkKind } from '../../core/contract/content';
import type { ChapterOrder } from '../../core/rules/chapters';
import { Icon } from '../../ui/Icon';
import { chapterCountLabel } from '../read-labels';
import styles from './ChapterList.module.css';

export function ChapterListToolbar({
  kind,
  count,
  order,
  onOrder,
  current,
  onJump,
  download,
}: {
  kind: WorkKind;
  count: number;
  order: ChapterOrder;
  onOrder: (order: ChapterOrder) => void;
  current: Chapter | null;
  onJump: () => void;
  /** The 下载 button (offline/DownloadEntry). */
  download?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.toolbar}>
      <span className={styles.total} data-testid="catalogue-count">
        {i18n._(chapterCountLabel(kind, count))}
      </span>
      {current && (
        <button type="button" className={styles.tool} onClick={onJump} data-testid="jump-current">
          <Icon name="history" size={16} />
          <Trans>定位当前</Trans>
        </button>
      )}
      {download}
      <button
        type="button"
        className={styles.tool}
        onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')}
        data-testid="order-toggle"
        data-order={order}
      >
        <Icon name="chevron" size={16} className={order === 'asc' ? styles.down : styles.up} />
        {order === 'asc' ? <Trans>正序</Trans> : <Trans>倒序</Trans>}
      </button>
    </div>
  );
}
