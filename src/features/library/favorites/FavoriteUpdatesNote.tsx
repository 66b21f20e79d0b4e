/** Under 我的's 我的收藏 entry: how many favourites have new chapters. */
import { Trans } from '@lingui/react/macro';
import { remoteQuery } from '../../../queries/remote-cache';
import { useRemote } from '../../../queries/useRemote';
import { fetchFavorites } from '../../../works/library.api';
import styles from './Favorites.module.css';

const favoriteUpdatesQuery = remoteQuery({
  key: ['favorite-updates'],
  fetch: async (signal) => (await fetchFavorites(1, signal)).updated,
});

export function FavoriteUpdatesNote() {
  const { data } = useRemote(favoriteUpdatesQuery);
  if (!data) return null;
  const count = data;
  return (
    <small className={styles.updatesNote} data-testid="favorite-updates">
      <Trans>{count} 部更新</Trans>
    </small>
  );
}
