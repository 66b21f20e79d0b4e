/** /comic: the comic charts — by heat, newest and best rated — as numbered rows. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LIST_SORTS, type ListSort } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { Chips } from '../../ui/Chips';
import { fetchList } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { PagedWorkList } from '../../works/PagedWorkList';

const CHART_LABELS = { hot: msg`人气榜`, new: msg`新作榜`, score: msg`好评榜` } as const;

export function RankingScreen({ sort, onChange }: { sort: ListSort; onChange: (sort: ListSort) => void }) {
  const { i18n } = useLingui();
  const list = usePagedList(`chart:${sort}`, (page, signal) => fetchList({ kind: 'comic', sort }, page, signal));
  return (
    <div className={styles.page}>
      <div className={styles.filters}>
        <Chips
          label={i18n._(msg`榜单`)}
          value={sort}
          options={LIST_SORTS.map((value) => ({ value, label: i18n._(CHART_LABELS[value]) }))}
          onChange={onChange}
        />
      </div>
      <PagedWorkList list={list} layout="rows" ranked />
    </div>
  );
}
