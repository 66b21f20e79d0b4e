import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LIST_SORTS, type ListSort } from '../../core/contract/content';
import { Chips } from '../../ui/Chips';
import { SORT_LABELS } from '../../works/labels';

/** The order of a list: by heat, newest or rating. */
export function SortChips({ value, onChange }: { value: ListSort; onChange: (sort: ListSort) => void }) {
  const { i18n } = useLingui();
  return (
    <Chips
      label={i18n._(msg`排序`)}
      value={value}
      options={LIST_SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
      onChange={onChange}
    />
  );
}
