/** /video/video_column: videos by class (the video top menu), newest first by default. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { ListSort } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { useRemote } from '../../queries/useRemote';
import { Chips } from '../../ui/Chips';
import { classesQuery, fetchList } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { PagedWorkList } from '../../works/PagedWorkList';
import { SortChips } from './SortChips';

export function VideoColumnScreen() {
  const { i18n } = useLingui();
  const [classId, setClassId] = useState(0);
  const [sort, setSort] = useState<ListSort>('new');
  const classes = useRemote(classesQuery('video'));
  const filters = { kind: 'video' as const, class_id: classId || undefined, sort };
  const list = usePagedList(JSON.stringify(filters), (page, signal) => fetchList(filters, page, signal));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{i18n._(msg`视频专栏`)}</h1>
      </header>
      <div className={styles.filters} style={{ top: 0 }}>
        <Chips
          label={i18n._(msg`分类`)}
          value={classId}
          options={[
            { value: 0, label: i18n._(msg`全部`) },
            ...(classes.data?.classes ?? []).map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={setClassId}
        />
        <SortChips value={sort} onChange={setSort} />
      </div>
      <PagedWorkList list={list} layout="rows" />
    </div>
  );
}
