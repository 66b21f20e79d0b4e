/**
 * A favourite in the grid: its cover (opening the detail), or — in edit mode — the same cover as a
 * checkbox that selects it for removal.
 */
import { useLingui } from '@lingui/react/macro';
import type { WorkCard } from '../../../core/contract/content';
import { Icon } from '../../../ui/Icon';
import { WorkCover } from '../../../works/WorkCover';
import styles from './Favorites.module.css';

export function FavoriteTile({
  work,
  editing,
  selected,
  onSelect,
}: {
  work: WorkCard;
  editing: boolean;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.tile} data-testid="favorite-item" data-work-id={work.id}>
      <div inert={editing} className={editing && !selected ? styles.dimmed : undefined}>
        <WorkCover work={work} />
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
