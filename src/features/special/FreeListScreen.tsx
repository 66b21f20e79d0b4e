/** /special_column/free_list: works free for a limited time, with the window's countdown. */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { usePagedList } from '../../queries/usePagedList';
import { fetchLimitedFree } from '../../works/content.api';
import styles from '../../works/ListScreen.module.css';
import { PagedWorkList } from '../../works/PagedWorkList';
import { Countdown } from './Countdown';

export function FreeListScreen() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const list = usePagedList('limited-free', fetchLimitedFree, (answer) => setEndsAt(answer.ends_at));
  return (
    <div className={styles.page}>
      {endsAt !== null && list.items.length > 0 && (
        <div className={styles.banner}>
          <strong>
            <Trans>限时免费，全本畅读</Trans>
          </strong>
          <Trans>距结束还有</Trans> <Countdown until={endsAt} className={styles.countdown} />
        </div>
      )}
      <PagedWorkList list={list} layout="rows" />
    </div>
  );
}
