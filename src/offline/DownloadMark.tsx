/**
 * A chapter's download state as a small mark beside its title in lists: ✓ once on the device, a
 * ring filling while it downloads, a paused or waiting sign, a red ! when it failed. Nothing when
 * the chapter is not downloaded.
 */
import { useLingui } from '@lingui/react';
import type { CSSProperties } from 'react';
import type { WorkKind } from '../core/contract/content';
import { Icon } from '../ui/Icon';
import styles from './DownloadMark.module.css';
import { progressOf } from './download-groups';
import { statusText } from './download-labels';
import { useChapterDownload } from './downloads.client';

export function DownloadMark({ kind, chapterId }: { kind: WorkKind; chapterId: number }) {
  const { i18n } = useLingui();
  const record = useChapterDownload(kind, chapterId);
  if (!record) return null;
  const { status } = record;
  const label = i18n._(statusText(record));
  return (
    <span
      className={`${styles.mark} ${styles[status]}`}
      style={{ '--progress': progressOf(record) } as CSSProperties}
      role="img"
      aria-label={label}
      title={label}
      data-testid="download-mark"
      data-status={status}
    >
      {status === 'ready' && <Icon name="check" size={11} />}
      {status === 'paused' && <Icon name="pause" size={10} />}
      {(status === 'queued' || status === 'waiting' || status === 'downloading') && <Icon name="download" size={10} />}
      {status === 'failed' && '!'}
    </span>
  );
}
