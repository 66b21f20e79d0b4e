/**
 * 金币充值: the gold packs (with their bonus and ¥ price), the balance, and the checkout through the
 * payment provider. `back`: the chapter the reader came from (the purchase sheet's 去充值), offered
 * again once the gold has arrived.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { yuan } from '../../core/format';
import { useRemote } from '../../queries/useRemote';
import { user } from '../../state/session';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useBusy } from '../../ui/useBusy';
import { OrderBanner, PacksFailed } from './OrderBanner';
import { PackPicker } from './PackPicker';
import { useOrderResult } from './useOrderResult';
import { checkout, packagesQuery } from './wallet.api';
import styles from './wallet.module.css';

export function RechargeScreen({ orderNo, back }: { orderNo?: string; back?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const { info } = useSnapshot(user);
  const packages = useRemote(packagesQuery);
  const result = useOrderResult(orderNo);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, run] = useBusy();
  const packs = packages.data?.gold ?? [];
  const selected = packs.find((p) => p.id === chosen) ?? packs[1] ?? packs[0];

  const pay = () =>
    selected &&
    run(() =>
      checkout(selected.id, back ? `/personal/recharge?back=${encodeURIComponent(back)}` : '/personal/recharge'),
    );

  return (
    <div className={styles.page}>
      <ScreenHeader title={t`金币充值`} />
      <section className={styles.balanceCard}>
        <span className={styles.caption}>
          <Trans>金币余额</Trans>
        </span>
        <span className={styles.balance} data-testid="recharge-balance">
          <Icon name="coin" size={26} />
          {info ? info.money : '—'}
        </span>
      </section>

      <OrderBanner
        result={result}
        action={
          back && (
            <Button onClick={() => router.history.push(back)} data-testid="recharge-back">
              <Trans>返回阅读</Trans>
            </Button>
          )
        }
      />

      <h2 className={styles.heading}>
        <Trans>选择充值金额</Trans>
      </h2>
      {packages.failed ? (
        <PacksFailed retry={packages.reload} />
      ) : (
        <PackPicker
          label={t`充值套餐`}
          layout="packs"
          testId="gold-pack"
          placeholders={4}
          selected={selected?.id}
          onSelect={setChosen}
          packs={packages.data?.gold.map((p) => ({
            id: p.id,
            content: (
              <>
                <span className={styles.packGold}>
                  <Icon name="coin" size={18} />
                  {p.gold}
                </span>
                <span className={styles.packBonus}>{p.bonus > 0 ? <Trans>送 {p.bonus} 金币</Trans> : ' '}</span>
                <span className={styles.packPrice}>{yuan(p.price_cents)}</span>
              </>
            ),
          }))}
        />
      )}

      <div className={styles.payBar}>
        <Button
          block
          onClick={() => void pay()}
          disabled={!selected || busy}
          aria-busy={busy}
          data-testid="recharge-pay"
        >
          {selected ? <Trans>立即支付 {yuan(selected.price_cents)}</Trans> : <Trans>立即支付</Trans>}
        </Button>
        <p className={styles.note}>
          <Trans>金币用于购买付费章节，充值后立即到账，不可提现。</Trans>
        </p>
      </div>
    </div>
  );
}
