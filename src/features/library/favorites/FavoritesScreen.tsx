/**
 * 我的收藏: the reader's favourite works as a grid of covers, those with new chapters first (marked
 * 更新), then newest first, paged as it scrolls and pulled down to refresh. Each cover has its
 * 自动下载新章节 switch; in edit mode covers are selected and removed from the favourites.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { autoDownloadOn } from '../../../core/offline/auto-download';
import { autoDownload, loadAutoDownload, setWorkAutoDownload } from '../../../offline/auto-download.state';
import { type PagedList, usePagedList } from '../../../queries/usePagedList';
import { showToast } from '../../../state/toast';
import { buttonClass } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PullToRefresh } from '../../../ui/PullToRefresh';
import { useEditSelection } from '../../../ui/useEditSelection';
import { ListFooter } from '../../../works/ListFooter';
import { fetchFavorites, setFavorite } from '../../../works/library.api';
import { GridSkeleton, LoadFailed } from '../../../works/WorkList';
import styles from './Favorites.module.css';
import { FavoritesEditBar } from './FavoritesEditBar';
import { FavoritesHeader } from './FavoritesHeader';
import { FavoriteTile } from './FavoriteTile';
import { removeFavorites } from './remove-favorites';

export function FavoritesScreen() {
  const { t } = useLingui();
  const [total, setTotal] = useState<number | null>(null);
  const list = usePagedList(
    'favorites',
    (page, signal) => fetchFavorites(page, signal),
    (answer) => setTotal(answer.total),
  );
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const { editing, setEditing, edit, picked: selected, setPicked: setSelected, toggle } = useEditSelection<number>();
  const [busy, setBusy] = useState(false);

  const items = useMemo(() => list.items.filter((item) => !removed.has(item.work.id)), [list.items, removed]);
  const works = useMemo(() => items.map((item) => item.work), [items]);
  const auto = useSnapshot(autoDownload);
  useEffect(() => {
    void loadAutoDownload();
  }, []);
  const allSelected = works.length > 0 && works.every((work) => selected.has(work.id));

  const refresh = async () => {
    await list.reload();
    setRemoved(new Set());
  };

  const remove = async () => {
    if (busy || selected.size === 0) return;
    setBusy(true);
    const { removed: gone, failed } = await removeFavorites([...selected], (id) =>
      setFavorite(id, false, { quiet: true }),
    );
    setBusy(false);
    setRemoved((old) => new Set([...old, ...gone]));
    setSelected(new Set(failed));
    setTotal((old) => (old === null ? old : Math.max(0, old - gone.length)));
    if (failed.length > 0) {
      showToast(t`${failed.length} 部作品未能取消收藏，请重试`);
    } else {
      showToast(t({ message: plural(gone.length, { one: '已取消收藏 # 部作品', other: '已取消收藏 # 部作品' }) }), {
        type: 'success',
        duration: 1500,
      });
      if (works.length === gone.length) setEditing(false);
    }
  };

  let body: ReactNode;
  if (list.initial) body = <GridSkeleton />;
  else if (works.length === 0 && list.failed) body = <LoadFailed onRetry={() => void list.reload()} />;
  else if (works.length === 0 && !list.hasMore)
    body = (
      <EmptyState
        icon="star"
        title={<Trans>还没有收藏</Trans>}
        action={
          <Link to="/" className={buttonClass()}>
            <Trans>去首页逛逛</Trans>
          </Link>
        }
      >
        <Trans>在作品详情里点「收藏」，喜欢的作品就会出现在这里。</Trans>
      </EmptyState>
    );
  else
    body = (
      <>
        <div className={styles.grid} data-testid="favorite-grid">
          {items.map(({ work, new_chapters }) => (
            <FavoriteTile
              key={work.id}
              work={work}
              newChapters={new_chapters}
              autoDownload={auto.loaded ? autoDownloadOn(auto, work.id) : null}
              onAutoDownload={(on) => void setWorkAutoDownload(work.id, on)}
              editing={editing}
              selected={selected.has(work.id)}
              onSelect={toggle}
            />
          ))}
        </div>
        <ListFooter list={list as PagedList<unknown>} />
      </>
    );

  return (
    <div className={editing ? `${styles.page} ${styles.editing}` : styles.page} data-testid="collection">
      <FavoritesHeader total={total} editing={editing} canEdit={works.length > 0} onEdit={edit} />
      {editing ? body : <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>}
      {editing && (
        <FavoritesEditBar
          selected={selected.size}
          all={allSelected}
          busy={busy}
          onSelectAll={() => setSelected(allSelected ? new Set() : new Set(works.map((w) => w.id)))}
          onRemove={() => void remove()}
        />
      )}
    </div>
  );
}
