/** Asks before this device's reading history is forgotten, and says what stays. */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { Popup } from '../../../ui/Popup';
import styles from './Footprint.module.css';

export function ClearHistoryDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const title = useId();
  const text = useId();
  return (
    <Popup onEscape={onCancel} aria-labelledby={title} aria-describedby={text} className={styles.dialog}>
      <h2 id={title} className={styles.dialogTitle}>
        <Trans>清除本机浏览记录？</Trans>
      </h2>
      <p id={text} className={styles.dialogText}>
        <Trans>这台设备上的阅读记录会被删除，已同步到账号的记录不受影响。</Trans>
      </p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onCancel} data-autofocus>
          <Trans>取消</Trans>
        </Button>
        <Button onClick={onConfirm} data-testid="confirm-clear">
          <Trans>清除</Trans>
        </Button>
      </div>
    </Popup>
  );
}
