/** What became of the order the reader just paid (or did not): shown at the top of recharge and VIP. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import type { OrderResult } from './useOrderResult';
import styles from './wallet.module.css';

export function OrderBanner({ result, action }: { result: OrderResult | null; action?: ReactNode }) {
  const { i18n } = useLingui();
  if (!result) return null;
  let tone: 'ok' | 'info' | 'bad' = 'info';
  let text: ReactNode;
  if (result.state === 'checking') {
    text = <Trans>正在确认支付结果…</Trans>;
  } else if (result.state === 'failed') {
    tone = 'bad';
    text = <Trans>暂时无法确认支付结果，请稍后在充值记录中查看</Trans>;
  } else {
    const { order, balance, vip_expire_time } = result.answer;
    const until = i18n.date(new Date(vip_expire_time * 1000), { dateStyle: 'medium' });
    switch (order.status) {
      case 'paid':
        tone = 'ok';
        text =
          order.type === 'gold' ? (
            <Trans>
              充值成功，获得 {order.gold} 金币，当前余额 {balance} 金币
            </Trans>
          ) : (
            <Trans>开通成功，会员有效期至 {until}</Trans>
          );
        break;
      case 'cancelled':
        tone = 'bad';
        text = <Trans>支付已取消，未扣款</Trans>;
        break;
      case 'expired':
        tone = 'bad';
        text = <Trans>订单已过期，未扣款</Trans>;
        break;
      default:
        text = <Trans>支付结果确认中，到账后余额会自动更新</Trans>;
    }
  }
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role="status" data-testid="order-result" data-tone={tone}>
      <Icon name={tone === 'ok' ? 'check' : tone === 'bad' ? 'close' : 'receipt'} size={20} />
      <p>{text}</p>
      {result.state === 'done' && result.answer.order.status === 'paid' && action}
    </div>
  );
}

/** The packages could not be loaded: say so, and try again. */
export function PacksFailed({ retry }: { retry: () => Promise<void> }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon="coin"
      title={t`套餐加载失败`}
      action={
        <Button variant="ghost" onClick={() => void retry()}>
          <Trans>重试</Trans>
        </Button>
      }
    />
  );
}
