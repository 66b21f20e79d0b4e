/**
 * One downloaded (or downloading) chapter or episode: its title, its state with a progress bar
 * (of the pages done, of an episode's bytes), its size once ready, and pause / resume / cancel; a
 * ready one opens in the reader (an episode on its page). In edit mode the whole row selects it.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { DownloadRecord } from '../../core/offline/downloads';
import { formatBytes, progressOf } from '../../offline/download-groups';
import { statusText } from '../../offline/download-labels';
import { readerLink } from '../../reading/reader-link';
import { CheckCircle } from '../../ui/CheckCircle';
import { Icon } from '../../ui/Icon';
import styles from './DownloadRow.module.css';

export interface RowActions {
  pause: (keys: string[]) => void;
  resume: (keys: string[]) => void;
  remove: (keys: string[]) => void;
}

const PAUSE = msg`暂停`;
const RESUME = msg`继续`;
const RETRY = msg`重试`;
const CANCEL = msg`取消下载`;

function State({ record }: { record: DownloadRecord }) {
  const { i18n } = useLingui();
  const { status, done, total } = record;
  if (status === 'ready') {
    return (
      <span className={styles.state}>
        <span className={styles.ok}>
          <Icon name="check" size={12} />
          {i18n._(statusText(record))}
        </span>
        {record.bytes > 0 && formatBytes(record.bytes)}
      </span>
    );
  }
  const pages =
    total > 0 && record.kind === 'comic' ? (
      <span className={styles.pages}>
        <Trans>
          {done}/{total} 页
        </Trans>
      </span>
    ) : record.kind === 'video' && done > 0 ? (
      // An episode is one file: its bytes as they arrive.
      <span className={styles.pages} data-testid="download-bytes">
        {total > 0 ? `${formatBytes(done)} / ${formatBytes(total)}` : formatBytes(done)}
      </span>
    ) : null;
  return (
    <>
      <span
        className={[styles.bar, styles[status]].filter(Boolean).join(' ')}
        style={{ '--progress': progressOf(record) } as CSSProperties}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total || 1}
        aria-valuenow={done}
        aria-label={record.chapter.title}
      />
      <span className={styles.state}>
        <span className={status === 'failed' ? styles.failed : status === 'waiting' ? styles.waitingText : undefined}>
          {i18n._(statusText(record))}
        </span>
        {status !== 'failed' && pages}
      </span>
    </>
  );
}

export function DownloadRow({
  record,
  recordKey,
  editing,
  selected,
  onSelect,
  actions,
}: {
  record: DownloadRecord;
  recordKey: string;
  editing: boolean;
  selected: boolean;
  onSelect: (key: string) => void;
  actions: RowActions;
}) {
  const { i18n } = useLingui();
  const { status, chapter } = record;
  const body = (
    <span className={styles.rowBody}>
      <span className={styles.rowTitle}>{chapter.title}</span>
      <State record={record} />
    </span>
  );
  const common = {
    'data-testid': 'download-row',
    'data-key': recordKey,
    'data-status': status,
    'data-done': record.done,
    'data-total': record.total,
  };

  if (editing) {
    return (
      <li {...common}>
        <label className={selected ? `${styles.row} ${styles.picked}` : styles.row}>
          <input
            type="checkbox"
            className="visually-hidden"
            checked={selected}
            onChange={() => onSelect(recordKey)}
            aria-label={chapter.title}
          />
          <CheckCircle on={selected} />
          {body}
        </label>
      </li>
    );
  }

  if (status === 'ready') {
    const link = readerLink(record.kind, record.work.id, chapter.id);
    return (
      <li {...common}>
        {link && (
          <Link {...link} className={styles.row} data-testid="download-open-reader">
            {body}
            <Icon name="chevron" size={16} className={styles.chevron} />
          </Link>
        )}
      </li>
    );
  }

  const stopped = status === 'paused' || status === 'failed';
  const toggleLabel = i18n._(status === 'failed' ? RETRY : stopped ? RESUME : PAUSE);
  return (
    <li {...common}>
      <div className={styles.row}>
        {body}
        <button
          type="button"
          className={styles.action}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => (stopped ? actions.resume([recordKey]) : actions.pause([recordKey]))}
          data-testid={stopped ? 'download-resume' : 'download-pause'}
        >
          <Icon name={stopped ? 'play' : 'pause'} size={18} />
        </button>
        <button
          type="button"
          className={styles.action}
          aria-label={i18n._(CANCEL)}
          title={i18n._(CANCEL)}
          onClick={() => actions.remove([recordKey])}
          data-testid="download-cancel"
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </li>
  );
}
