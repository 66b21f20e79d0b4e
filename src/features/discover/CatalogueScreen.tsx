/** /catalogue: every work of a kind, narrowed by class and status, sorted by heat, date or score. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type * as v from 'valibot';
import { WORK_KINDS } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { useRemote } from '../../queries/useRemote';
import { Chips } from '../../ui/Chips';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { classesQuery, fetchList } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { KIND_LABELS, STATUS_LABELS } from '../../works/labels';
import { PagedWorkList } from '../../works/PagedWorkList';
import { SortChips } from './SortChips';
import type { CatalogueSearch } from './search-params';

type Search = v.InferOutput<typeof CatalogueSearch>;

export function CatalogueScreen({ search, onChange }: { search: Search; onChange: (next: Search) => void }) {
  const { i18n } = useLingui();
  const classes = useRemote(classesQuery(search.kind));
  const filters = {
    kind: search.kind,
    class_id: search.class_id,
    status: search.status === 'all' ? undefined : search.status,
    sort: search.sort,
  };
  const list = usePagedList(JSON.stringify(filters), (page, signal) => fetchList(filters, page, signal));

  return (
    <div className={styles.page}>
      <ScreenHeader title={i18n._(msg`分类`)} />
      <div className={styles.filters}>
        <Chips
          label={i18n._(msg`类型`)}
          value={search.kind}
          options={WORK_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
          onChange={(kind) => onChange({ ...search, kind, class_id: undefined })}
        />
        <Chips
          label={i18n._(msg`分类`)}
          value={search.class_id ?? 0}
          options={[
            { value: 0, label: i18n._(msg`全部`) },
            ...(classes.data?.classes ?? []).map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={(id) => onChange({ ...search, class_id: id || undefined })}
        />
        <Chips
          label={i18n._(msg`状态`)}
          value={search.status}
          options={(['all', 'ongoing', 'completed'] as const).map((status) => ({
            value: status,
            label: i18n._(STATUS_LABELS[status]),
          }))}
          onChange={(status) => onChange({ ...search, status })}
        />
        <SortChips value={search.sort} onChange={(sort) => onChange({ ...search, sort })} />
      </div>
      <PagedWorkList list={list} />
    </div>
  );
}
