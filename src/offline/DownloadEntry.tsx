/**
 * The 下载 button of a work's detail bar and of its chapter list, opening the download sheet. Only
 * for kinds that download; where the browser cannot download at all it says so instead.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Chapter, WorkCard } from '../core/contract/content';
import { isPending } from '../core/offline/downloads';
import { showToast } from '../state/toast';
import { Icon } from '../ui/Icon';
import { useOnDemand } from '../ui/useOnDemand';
import styles from './DownloadEntry.module.css';
import { UNSUPPORTED_TEXT } from './download-labels';
import { downloadsSupported, useWorkDownloads } from './downloads.client';
import { isDownloadable } from './sheet/chapter-selection';

// The sheet (its pickers and switches) is fetched when the reader reaches for the button.
const loadSheet = () => import('./sheet/DownloadSheet').then((module) => module.DownloadSheet);

export function DownloadEntry({
  variant,
  work,
  chapters,
  purchased,
  startId,
  className,
}: {
  /** `bar`: icon over label in the detail's bottom bar; `tool`: icon and label in the catalogue's bar. */
  variant: 'bar' | 'tool';
  work: WorkCard;
  chapters: readonly Chapter[];
  purchased: ReadonlySet<number>;
  startId: number | null;
  className?: string;
}) {
  const { i18n } = useLingui();
  const sheet = useOnDemand(loadSheet);
  const kind = isDownloadable(work.kind) ? work.kind : 'comic';
  const records = useWorkDownloads(kind, work.id);
  if (!isDownloadable(work.kind) || chapters.length === 0) return null;
  const running = records.some((record) => isPending(record.status));

  const onOpen = () => {
    if (downloadsSupported()) sheet.open();
    else showToast(i18n._(UNSUPPORTED_TEXT));
  };

  return (
    <>
      <button
        type="button"
        className={[styles[variant], className].filter(Boolean).join(' ')}
        onPointerDown={sheet.warm}
        onClick={onOpen}
        aria-haspopup="dialog"
        data-testid="download-open"
      >
        <span className={styles.icon}>
          <Icon name="download" size={variant === 'bar' ? 22 : 16} />
          {running && <span className={styles.dot} aria-hidden="true" />}
        </span>
        <span>{running ? <Trans>下载中</Trans> : <Trans>下载</Trans>}</span>
      </button>
      {sheet.Shown && (
        <sheet.Shown
          kind={kind}
          work={work}
          chapters={chapters}
          purchased={purchased}
          startId={startId}
          onClose={sheet.close}
        />
      )}
    </>
  );
}
