/** Up, down and remove for an item of an ordered list on the home (its place is its order). */
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import styles from './Home.module.css';

export function OrderButtons({
  name,
  index,
  count,
  onMove,
  onEdit,
  onRemove,
}: {
  /** What the item is called, for the buttons' labels. */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onEdit?: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  return (
    <span className={styles.rowActions}>
      <Button
        size="small"
        variant="quiet"
        aria-label={t`上移 ${name}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        variant="quiet"
        aria-label={t`下移 ${name}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
      {onEdit && (
        <Button size="small" aria-label={t`编辑 ${name}`} onClick={onEdit}>
          {t`编辑`}
        </Button>
      )}
      <Button size="small" variant="quiet" aria-label={t`移除 ${name}`} onClick={onRemove}>
        {t`移除`}
      </Button>
    </span>
  );
}
