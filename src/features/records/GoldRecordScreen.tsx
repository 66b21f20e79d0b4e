/** 金币记录: every movement of the reader's gold, newest first, with the balance after each. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { signed } from '../../core/format';
import { usePagedList } from '../../queries/usePagedList';
import { user } from '../../state/session';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { reasonLabel } from './labels';
import { RecordList } from './RecordList';
import styles from './Records.module.css';
import { RecordTime } from './RecordTime';
import { fetchGoldRecords } from './records.api';

export function GoldRecordScreen() {
  const { i18n } = useLingui();
  const { info } = useSnapshot(user);
  const list = usePagedList('records:gold', (page, signal) => fetchGoldRecords(page, signal));
  // The newest row's balance is the balance the ledger says; the session's copy may be older.
  const balance = list.items[0]?.balance ?? info?.money;

  return (
    <RecordList
      list={list}
      testId="gold-records"
      header={
        <section className={styles.summary}>
          <Icon name="coin" size={28} className={styles.summaryIcon} />
          <div className={styles.summaryBody}>
            <span className={styles.summaryLabel}>
              <Trans>当前金币</Trans>
            </span>
            <strong className={styles.summaryValue} data-testid="gold-balance">
              {balance ?? '—'}
            </strong>
          </div>
          <Link to="/personal/recharge" className={`${buttonClass()} ${styles.small}`}>
            <Trans>充值</Trans>
          </Link>
        </section>
      }
      empty={{
        icon: 'coin',
        title: <Trans>还没有金币记录</Trans>,
        text: <Trans>充值、签到和购买章节都会记在这里。</Trans>,
      }}
    >
      {(row) => (
        <li key={row.id} className={styles.row} data-testid="gold-record" data-reason={row.reason}>
          <div className={styles.main}>
            <span className={styles.name}>{i18n._(reasonLabel(row.reason))}</span>
            <RecordTime time={row.created_at} className={styles.meta} />
          </div>
          <div className={styles.side}>
            <span
              className={row.delta >= 0 ? styles.credit : styles.debit}
              data-testid="gold-delta"
              data-delta={row.delta}
            >
              {signed(row.delta)}
            </span>
            <span className={styles.meta} data-testid="gold-after">
              <Trans>余额 {row.balance}</Trans>
            </span>
          </div>
        </li>
      )}
    </RecordList>
  );
}
