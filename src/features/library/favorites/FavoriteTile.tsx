/**
 * A favourite in the grid: its cover (opening the detail) with the 更新 mark when chapters came out
 * since the reader last read it, and its 自动下载新章节 switch — or, in edit mode, the same cover
 * as a checkbox that selects it for removal.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkCard } from '../../../core/contract/content';
import { Icon } from '../../../ui/Icon';
import { WorkCover } from '../../../works/WorkCover';
import styles from './Favorites.module.css';

export function FavoriteTile({
  work,
  newChapters,
  autoDownload,
  onAutoDownload,
  editing,
  selected,
  onSelect,
}: {
  work: WorkCard;
  newChapters: number;
  /** Whether its new chapters download by themselves; null until the choices are read. */
  autoDownload: boolean | null;
  onAutoDownload: (on: boolean) => void;
  editing: boolean;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      className={styles.tile}
      data-testid="favorite-item"
      data-work-id={work.id}
      data-updated={newChapters > 0 || undefined}
    >
      <div inert={editing} className={editing && !selected ? styles.dimmed : undefined}>
        <WorkCover work={work} />
        <div className={styles.overCover}>
          {newChapters > 0 && (
            <span className={styles.updated} data-testid="favorite-updated">
              <Trans context="new chapters">更新</Trans>
            </span>
          )}
          {autoDownload !== null && (
            <button
              type="button"
              role="switch"
              aria-checked={autoDownload}
              aria-label={t`自动下载新章节`}
              title={t`自动下载新章节`}
              className={autoDownload ? `${styles.auto} ${styles.autoOn}` : styles.auto}
              onClick={() => onAutoDownload(!autoDownload)}
              data-testid="favorite-auto-download"
            >
              <Icon name="download" size={16} />
            </button>
          )}
        </div>
      </div>
      {editing && (
        <label className={selected ? `${styles.select} ${styles.selected}` : styles.select}>
          <input
            type="checkbox"
            className="visually-hidden"
            checked={selected}
            onChange={() => onSelect(work.id)}
            aria-label={t`选择 ${work.title}`}
          />
          <span className={styles.check} aria-hidden="true">
            {selected && <Icon name="check" size={16} />}
          </span>
        </label>
      )}
    </div>
  );
}
