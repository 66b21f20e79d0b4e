/** Edit mode's bar above the tab bar: select all, and remove the selected favourites. */
import { Trans } from '@lingui/react/macro';
import { EditBar } from '../../../ui/EditBar';

export function FavoritesEditBar({
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
    <EditBar
      aboveTabs
      all={all}
      onSelectAll={onSelectAll}
      disabled={selected === 0 || busy}
      onAction={onRemove}
      action={selected > 0 ? <Trans>取消收藏 ({selected})</Trans> : <Trans>取消收藏</Trans>}
      testId="collection-edit-bar"
      actionTestId="collection-remove"
    />
  );
}
