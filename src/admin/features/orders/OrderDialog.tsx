/** One order: what it bought, every notification its provider sent, its refund, and the refund form. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import type { OrderDetail } from '../../../core/admin/answers';
import { reasonText } from '../../../core/admin/schemas';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { controlClass, Field } from '../../ui/Field';
import { timeText, yuanText } from '../../ui/format';
import table from '../../ui/Table.module.css';
import { toast } from '../../ui/toasts';
import { ORDER_STATUS } from './order-status';
import { refundOrder } from './orders.api';

export function OrderDialog({
  detail,
  onClose,
  onRefunded,
}: {
  detail: OrderDetail | null;
  onClose: () => void;
  onRefunded: (detail: OrderDetail) => void;
}) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const valid = v.is(reasonText, reason);
  const order = detail?.order;
  const refund = async () => {
    setTried(true);
    if (!order || !valid) return;
    setBusy(true);
    try {
      onRefunded(await refundOrder(order.id, reason.trim()));
      toast(t`已退款`);
      setReason('');
      setTried(false);
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const [statusLabel, tone] = order ? ORDER_STATUS[order.status] : [null, 'neutral' as const];
  return (
    <Dialog open={detail !== null} title={t`订单 ${order?.order_no ?? ''}`} onClose={onClose} wide>
      {detail && order && (
        <>
          <dl className={table.facts} data-testid="order-facts">
            <dt>{t`读者 ID`}</dt>
            <dd>{order.reader_uid}</dd>
            <dt>{t`商品`}</dt>
            <dd>
              {order.title} · {order.type === 'vip' ? t`${order.days} 天会员` : t`${order.gold} 金币`}
            </dd>
            <dt>{t`金额`}</dt>
            <dd>{yuanText(order.amount_cents)}</dd>
            <dt>{t`状态`}</dt>
            <dd>{statusLabel && <Badge tone={tone}>{i18n._(statusLabel)}</Badge>}</dd>
            <dt>{t`支付方式`}</dt>
            <dd>
              {order.provider} {order.provider_txn ?? ''}
            </dd>
          </dl>
          <h3>{t`支付通知`}</h3>
          <div className={table.scroll}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t`时间`}</th>
                  <th scope="col">{t`结果`}</th>
                  <th scope="col">{t`说明`}</th>
                </tr>
              </thead>
              <tbody>
                {detail.events.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t`没有通知`}</td>
                  </tr>
                )}
                {detail.events.map((event) => (
                  <tr key={event.id}>
                    <td>{timeText(event.created_at)}</td>
                    <td>{event.outcome}</td>
                    <td>{event.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {detail.refund ? (
            <p data-testid="refund-note">
              {t`${timeText(detail.refund.created_at)} 由 ${detail.refund.operator_email} 退款：${detail.refund.reason}。收回 ${detail.refund.gold_taken} 金币、${detail.refund.days_taken} 天会员。`}
            </p>
          ) : order.status === 'paid' ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void refund();
              }}
            >
              <Field
                label={t`退款原因`}
                hint={t`收回该订单的金币（不超过读者余额）或会员天数，记入金币明细；款项请在支付渠道退回。`}
                problem={tried && !valid ? t`请填写 2–200 字的原因` : null}
                wide
              >
                {({ id, invalid, describedBy }) => (
                  <textarea
                    id={id}
                    rows={2}
                    className={controlClass}
                    aria-invalid={invalid}
                    aria-describedby={describedBy}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" variant="danger" busy={busy}>
                {t`退款`}
              </Button>
            </form>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
