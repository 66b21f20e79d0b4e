/** Edit mode's bar: select all (or none), and the action on the selection (remove, delete…). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckCircle } from './CheckCircle';
import styles from './EditBar.module.css';

export function EditBar({
  all,
  onSelectAll,
  action,
  disabled,
  onAction,
  aboveTabs = false,
  testId,
  actionTestId,
}: {
  /** Everything is selected: the toggle offers to clear the selection. */
  all: boolean;
  onSelectAll: () => void;
  /** The action button's content. */
  action: ReactNode;
  disabled: boolean;
  onAction: () => void;
  /** On a tab screen: the bar stands above the tab bar. */
  aboveTabs?: boolean;
  testId?: string;
  actionTestId?: string;
}) {
  return (
    <div className={aboveTabs ? `${styles.bar} ${styles.aboveTabs}` : styles.bar} data-testid={testId}>
      <button type="button" className={styles.selectAll} onClick={onSelectAll} aria-pressed={all}>
        <CheckCircle on={all} />
        {all ? <Trans>取消全选</Trans> : <Trans>全选</Trans>}
      </button>
      <button type="button" className={styles.remove} disabled={disabled} onClick={onAction} data-testid={actionTestId}>
        {action}
      </button>
    </div>
  );
}
