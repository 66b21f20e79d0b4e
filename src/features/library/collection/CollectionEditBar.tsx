/** Edit mode's bar above the tab bar: select all, and remove the selected favourites. */
import { Trans } from '@lingui/react/macro';
import { Icon } from '../../../ui/Icon';
import styles from './Collection.module.css';

export function CollectionEditBar({
  selected,
  all,
  busy,
  onSelectAll,
  onRemove,
}: {
  selected: number;
  all: boolean;
  busy: boolean;
  onSelectAll: () => void;
  onRemove: () => void;
}) {
  return (
    <div className={styles.editBar} data-testid="collection-edit-bar">
      <button type="button" className={styles.selectAll} onClick={onSelectAll} aria-pressed={all}>
        <span className={all ? `${styles.check} ${styles.checkOn}` : styles.check} aria-hidden="true">
          {all && <Icon name="check" size={14} />}
        </span>
        {all ? <Trans>取消全选</Trans> : <Trans>全选</Trans>}
      </button>
      <button
        type="button"
        className={styles.remove}
        disabled={selected === 0 || busy}
        onClick={onRemove}
        data-testid="collection-remove"
      >
        {selected > 0 ? <Trans>取消收藏 ({selected})</Trans> : <Trans>取消收藏</Trans>}
      </button>
    </div>
  );
}
