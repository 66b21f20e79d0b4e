/**
 * 应用中心: the apps the operator recommends, each with icon, name, one line and a button that opens
 * its page in a new tab. Only http(s) links are shown (the server serves no other, and the page
 * checks again); the new tab gets no opener and no referrer.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { AppItem } from '../../core/contract/growth';
import { webUrl } from '../../core/rules/web-url';
import { EmptyState } from '../../ui/EmptyState';
import { LazyImage } from '../../ui/LazyImage';
import { Skeleton } from '../../ui/Skeleton';
import { useEffectOn, useRetryKey } from '../../ui/useEffectOn';
import { LoadFailed } from '../../works/WorkList';
import styles from './AppsScreen.module.css';
import { fetchApps } from './growth.api';

type Apps = { stage: 'loading' } | { stage: 'ready'; list: AppItem[] } | { stage: 'failed' };

function AppRow({ app, href }: { app: AppItem; href: string }) {
  return (
    <li className={styles.app} data-testid="app">
      <div className={styles.appIcon}>
        <LazyImage src={app.icon} alt="" width={256} height={256} />
      </div>
      <div className={styles.appBody}>
        <span className={styles.appName}>{app.name}</span>
        <span className={styles.appText}>{app.description}</span>
      </div>
      <a className={styles.open} href={href} target="_blank" rel="noopener noreferrer" data-testid="app-open">
        <Trans>打开</Trans>
      </a>
    </li>
  );
}

export function AppsScreen() {
  const [apps, setApps] = useState<Apps>({ stage: 'loading' });
  const [attempt, retry] = useRetryKey();

  useEffectOn([attempt], () => {
    const controller = new AbortController();
    setApps({ stage: 'loading' });
    fetchApps(controller.signal).then(
      ({ list }) => setApps({ stage: 'ready', list }),
      () => !controller.signal.aborted && setApps({ stage: 'failed' }),
    );
    return () => controller.abort();
  });

  if (apps.stage === 'loading')
    return (
      <ul className={styles.apps} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.app}>
            <Skeleton className={styles.appIcon} />
            <div className={styles.appBody}>
              <Skeleton style={{ height: 16, width: '40%' }} />
              <Skeleton style={{ height: 12, width: '70%' }} />
            </div>
          </li>
        ))}
      </ul>
    );
  if (apps.stage === 'failed') return <LoadFailed onRetry={retry} />;
  const shown = apps.list.flatMap((app) => {
    const href = webUrl(app.url);
    return href ? [{ app, href }] : [];
  });
  if (shown.length === 0)
    return (
      <EmptyState icon="apps" title={<Trans>暂无推荐应用</Trans>}>
        <Trans>过段时间再来看看吧。</Trans>
      </EmptyState>
    );
  return (
    <ul className={styles.apps} data-testid="apps">
      {shown.map(({ app, href }) => (
        <AppRow key={app.id} app={app} href={href} />
      ))}
    </ul>
  );
}
