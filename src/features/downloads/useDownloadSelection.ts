/**
 * Edit mode of 我的下载: the chapters picked for deletion (one by one, a work's at once, or all),
 * their size, and deleting them. What was picked and has gone since (finished elsewhere, deleted
 * by another tab) is not picked.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { WorkDownloads } from '../../offline/download-groups';
import { removeDownloads } from '../../offline/downloads.client';
import { showToast } from '../../state/toast';
import { useEditSelection } from '../../ui/useEditSelection';

/** `records`: the worker's records by key; `groups`: the same by work, as the screen shows them. */
export function useDownloadSelection(records: Readonly<Record<string, unknown>>, groups: readonly WorkDownloads[]) {
  const { t } = useLingui();
  const {
    editing,
    setEditing,
    edit,
    picked,
    setPicked,
    toggle: select,
    pickMany: selectMany,
  } = useEditSelection<string>();

  const selected = useMemo(() => new Set([...picked].filter((key) => key in records)), [picked, records]);
  const allKeys = groups.flatMap((group) => group.keys);
  const allSelected = allKeys.length > 0 && selected.size === allKeys.length;
  const selectedBytes = groups
    .flatMap((group) => group.records)
    .filter((record) => selected.has(`${record.kind}:${record.chapter.id}`))
    .reduce((bytes, record) => bytes + record.bytes, 0);

  const selectAll = () => setPicked(allSelected ? new Set() : new Set(allKeys));

  const removeSelected = async () => {
    const keys = [...selected];
    if (keys.length === 0 || !(await removeDownloads(keys))) return;
    showToast(t({ message: plural(keys.length, { one: '已删除 # 个下载', other: '已删除 # 个下载' }) }), {
      type: 'success',
      duration: 1500,
    });
    setPicked(new Set());
    if (keys.length === allKeys.length) setEditing(false);
  };

  return { editing, edit, selected, allSelected, selectedBytes, select, selectMany, selectAll, removeSelected };
}
