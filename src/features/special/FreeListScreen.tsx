/** /special_column/free_list: works free for a limited time, with the window's countdown. */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchLimitedFree } from '../discover/content.api';
import styles from '../discover/DiscoverScreen.module.css';
import { usePagedList } from '../discover/usePagedList';
import { WorkList } from '../discover/WorkList';
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
      <WorkList list={list} layout="rows" />
    </div>
  );
}
