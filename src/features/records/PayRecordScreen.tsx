/** 充值记录: the reader's payment orders (gold recharges and VIP), with status and amount. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { yuan } from '../../core/format';
import { usePagedList } from '../../queries/usePagedList';
import { buttonClass } from '../../ui/Button';
import { orderStatusLabel, orderTypeLabel, statusTone } from './labels';
import { RecordList } from './RecordList';
import styles from './Records.module.css';
import { RecordTime } from './RecordTime';
import { fetchPayRecords } from './records.api';

export function PayRecordScreen() {
  const { i18n } = useLingui();
  const list = usePagedList('records:pay', (page, signal) => fetchPayRecords(page, signal));
  return (
    <RecordList
      list={list}
      testId="pay-records"
      empty={{
        icon: 'receipt',
        title: <Trans>还没有充值记录</Trans>,
        text: <Trans>充值金币或开通会员后，订单会出现在这里。</Trans>,
        action: (
          <Link to="/personal/recharge" className={buttonClass()}>
            <Trans>去充值</Trans>
          </Link>
        ),
      }}
    >
      {(order) => (
        <li key={order.id} className={styles.row} data-testid="pay-record" data-status={order.status}>
          <div className={styles.main}>
            <span className={styles.name}>
              {order.title || i18n._(orderTypeLabel(order.type))}
              <span className={styles.tag}>{i18n._(orderTypeLabel(order.type))}</span>
            </span>
            <RecordTime time={order.created_at} className={styles.meta} />
            <span className={styles.meta}>
              <Trans>订单号 {order.order_no}</Trans>
            </span>
          </div>
          <div className={styles.side}>
            <span className={styles.amount} data-testid="pay-amount">
              {yuan(order.amount_cents)}
            </span>
            <span className={styles.status} data-tone={statusTone(order.status)} data-testid="pay-status">
              {i18n._(orderStatusLabel(order.status))}
            </span>
          </div>
        </li>
      )}
    </RecordList>
  );
}
