/**
 * The offline indicator: a small pill at the bottom of the screen while the browser says it is
 * offline, or the last call met no network and none has got through since — saying so, and when
 * answers kept from an earlier visit are on show. It never takes a tap (taps go through to what is
 * under it), sits above the bottom bars, and stays out of the readers, which have their own states.
 */
import { Trans } from '@lingui/react/macro';
import { app, isOffline } from '../state/app';
import { Icon } from '../ui/Icon';
import { TAB_BAR_ROUTES } from '../ui/route-meta';
import { useStoreValue } from '../ui/useStoreValue';
import styles from './OfflineIndicator.module.css';

/** Full-screen readers: the pill would lie over the pages. */
const READERS: ReadonlySet<string> = new Set(['manga_content', 'novel_content']);

export function OfflineIndicator({ routeName }: { routeName: string }) {
  const offline = useStoreValue(app, isOffline);
  const showingKept = useStoreValue(app, (s) => s.showingKept);
  const shown = offline && !READERS.has(routeName);
  return (
    // The live region stays in the page so that screen readers hear the pill come and go.
    <div className={styles.host} data-above-tabs={TAB_BAR_ROUTES.has(routeName)} aria-live="polite">
      {shown && (
        <p className={styles.pill} data-testid="offline-indicator" data-kept={showingKept}>
          <Icon name="wifiOff" size={16} />
          {showingKept ? <Trans>离线中，正在显示已保存的内容</Trans> : <Trans>当前处于离线状态</Trans>}
        </p>
      )}
    </div>
  );
}
