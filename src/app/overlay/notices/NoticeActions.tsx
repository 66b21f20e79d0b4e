/** The two buttons of both notice pop-ups: 应用中心 and 我知道了. */
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import styles from './NoticeActions.module.css';

export function NoticeActions({ onAppCentre, onGotIt }: { onAppCentre: () => void; onGotIt: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={onAppCentre}>
        <Trans>应用中心</Trans>
      </Button>
      <Button onClick={onGotIt}>
        <Trans>我知道了</Trans>
      </Button>
    </div>
  );
}
