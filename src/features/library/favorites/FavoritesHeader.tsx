/** The favourites tab's own header (the app's nav bar is hidden on tabs): title, count, 编辑 / 完成. */
import { Plural, Trans } from '@lingui/react/macro';
import styles from './Favorites.module.css';

export function FavoritesHeader({
  total,
  editing,
  canEdit,
  onEdit,
}: {
  total: number | null;
  editing: boolean;
  canEdit: boolean;
  onEdit: (editing: boolean) => void;
}) {
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>
        <Trans>我的收藏</Trans>
        {total !== null && total > 0 && (
          <span className={styles.total} data-testid="collection-total">
            <Plural value={total} one="# 部" other="# 部" />
          </span>
        )}
      </h1>
      {(canEdit || editing) && (
        <button
          type="button"
          className={editing ? `${styles.edit} ${styles.done}` : styles.edit}
          onClick={() => onEdit(!editing)}
          data-testid="collection-edit"
        >
          {editing ? <Trans>完成</Trans> : <Trans>编辑</Trans>}
        </button>
      )}
    </header>
  );
}
