/** /special_column/end_list: completed works, read in one go. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { WORK_KINDS, type WorkKind } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { Chips } from '../../ui/Chips';
import { fetchList } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { KIND_LABELS } from '../../works/labels';
import { PagedWorkList } from '../../works/PagedWorkList';

export function EndListScreen({ kind, onChange }: { kind: WorkKind; onChange: (kind: WorkKind) => void }) {
  const { i18n } = useLingui();
  const list = usePagedList(`end:${kind}`, (page, signal) =>
    fetchList({ kind, status: 'completed', sort: 'score' }, page, signal),
  );
  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Chips
          label={i18n._(msg`类型`)}
          value={kind}
          options={WORK_KINDS.map((value) => ({ value, label: i18n._(KIND_LABELS[value]) }))}
          onChange={onChange}
        />
      </div>
      <PagedWorkList list={list} />
    </div>
  );
}
