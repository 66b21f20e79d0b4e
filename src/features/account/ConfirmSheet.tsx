/** Asks before an action that cannot be undone (a new certificate, other devices logged out, unbinding). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { useBusy } from '../../ui/useBusy';
import styles from './forms.module.css';

export function ConfirmSheet({
  title,
  children,
  confirm,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  children: ReactNode;
  confirm: ReactNode;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, run] = useBusy();
  return (
    <Sheet title={title} onClose={onClose} data-testid="confirm-sheet">
      <p className={styles.sheetText}>{children}</p>
      <div className={styles.sheetActions}>
        <Button variant="ghost" onClick={onClose}>
          <Trans>取消</Trans>
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            run(async () => {
              await onConfirm();
              onClose();
            })
          }
        >
          {confirm}
        </Button>
      </div>
    </Sheet>
  );
}
