/**
 * Pull down at the top of a page to reload it. Off once the page is scrolled more than 50 px,
 * so a pull in the middle of a long list never reloads it.
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useRef, useState } from 'react';
import { PULL_REFRESH_MAX_SCROLL } from '../core/config';
import styles from './PullToRefresh.module.css';

const TRIGGER = 64;
const MAX = 96;

export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const [pull, setPull] = useState(0);
  const [busy, setBusy] = useState(false);
  const start = useRef<number | null>(null);

  const onTouchStart = (event: React.TouchEvent) => {
    if (busy || window.scrollY > PULL_REFRESH_MAX_SCROLL || event.touches.length !== 1) return;
    start.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: React.TouchEvent) => {
    if (start.current === null) return;
    const dy = (event.touches[0]?.clientY ?? 0) - start.current;
    if (window.scrollY > 0 || dy <= 0) {
      setPull(0);
      return;
    }
    // Resistance: the indicator follows the finger at half speed, up to MAX.
    setPull(Math.min(MAX, dy / 2));
  };
  const onTouchEnd = async () => {
    if (start.current === null) return;
    start.current = null;
    if (pull < TRIGGER / 2) {
      setPull(0);
      return;
    }
    setBusy(true);
    setPull(TRIGGER / 2);
    try {
      await onRefresh();
    } finally {
      setBusy(false);
      setPull(0);
    }
  };

  return (
    <div
      className={styles.wrap}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className={styles.indicator} style={{ height: pull }} aria-live="polite" data-testid="pull-indicator">
        {(pull > 0 || busy) && (
          <span className={busy ? `${styles.label} inline-spinner` : styles.label}>
            {busy ? <Trans>正在刷新…</Trans> : pull >= TRIGGER / 2 ? <Trans>松开刷新</Trans> : <Trans>下拉刷新</Trans>}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
