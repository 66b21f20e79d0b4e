/**
 * A banned account: every call is refused, so the app says why over everything, once, instead of
 * a broken screen or a login tried again and again. It goes when an operator lifts the ban and the
 * page is opened again.
 */
import { Trans } from '@lingui/react/macro';
import { app } from '../state/app';
import { useStoreValue } from '../ui/useStoreValue';
import styles from './BannedNotice.module.css';

export function BannedNotice() {
  const banned = useStoreValue(app, (s) => s.banned);
  if (!banned) return null;
  return (
    <div className={styles.cover} role="alertdialog" aria-labelledby="banned-title" data-testid="banned-notice">
      <div className={styles.card}>
        <h2 id="banned-title" className={styles.title}>
          <Trans>账号已被封禁</Trans>
        </h2>
        <p className={styles.text}>{banned}</p>
      </div>
    </div>
  );
}
