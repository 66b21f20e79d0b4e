/** The download sheet's "pick chapters" mode: every chapter with a check, locked and held ones shown but off. */
import { Trans } from '@lingui/react/macro';
import type { Chapter } from '../../core/contract/content';
import type { DownloadKind, DownloadStatus } from '../../core/offline/downloads';
import { CheckCircle } from '../../ui/CheckCircle';
import { Icon } from '../../ui/Icon';
import { DownloadMark } from '../DownloadMark';
import { ChapterCount } from '../download-labels';
import { isHeld, mayDownload, type ReaderAccess } from './chapter-selection';
import styles from './DownloadSheet.module.css';

export function ChapterPicker({
  kind,
  chapters,
  access,
  statusOf,
  picked,
  onPick,
}: {
  kind: DownloadKind;
  chapters: readonly Chapter[];
  access: ReaderAccess;
  statusOf: (chapterId: number) => DownloadStatus | undefined;
  picked: ReadonlySet<number>;
  onPick: (picked: ReadonlySet<number>) => void;
}) {
  const pickable = chapters.filter((c) => mayDownload(c, access) && !isHeld(statusOf(c.id)));
  const allPicked = pickable.length > 0 && pickable.every((c) => picked.has(c.id));

  const toggle = (id: number) => {
    const next = new Set(picked);
    if (!next.delete(id)) next.add(id);
    onPick(next);
  };

  return (
    <div className={styles.pick}>
      <button
        type="button"
        className={styles.pickAll}
        aria-pressed={allPicked}
        disabled={pickable.length === 0}
        onClick={() => onPick(allPicked ? new Set() : new Set(pickable.map((c) => c.id)))}
      >
        <CheckCircle on={allPicked} />
        {allPicked ? <Trans>取消全选</Trans> : <Trans>全选</Trans>}
        <span className={styles.pickCount}>
          <Trans>
            可下载 <ChapterCount kind={kind} count={pickable.length} />
          </Trans>
        </span>
      </button>
      <ul className={styles.pickList} data-testid="download-pick-list">
        {chapters.map((chapter) => {
          const locked = !mayDownload(chapter, access);
          const held = isHeld(statusOf(chapter.id));
          const on = picked.has(chapter.id);
          return (
            <li key={chapter.id}>
              <label
                className={[styles.pickRow, (locked || held) && styles.pickOff].filter(Boolean).join(' ')}
                data-testid="download-pick"
                data-chapter-id={chapter.id}
                data-locked={locked || undefined}
              >
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={on && !locked && !held}
                  disabled={locked || held}
                  onChange={() => toggle(chapter.id)}
                />
                <CheckCircle on={on && !locked && !held} />
                <span className={styles.pickTitle}>{chapter.title}</span>
                <DownloadMark kind={kind} chapterId={chapter.id} />
                {locked && (
                  <span className={styles.lock}>
                    <Icon name="lock" size={14} />
                    <Trans>需购买</Trans>
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
