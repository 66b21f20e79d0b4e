/**
 * 会员中心 (/vip, a bottom tab): the reader's VIP status, the terms from packageList, what VIP
 * gives, and the checkout. Buying again extends from the later of now and the current expiry (the
 * server's rule). A one-time tip (app state isTipVip) explains VIP on the first visit.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { yuan } from '../../core/format';
import { useRemote } from '../../queries/useRemote';
import { app } from '../../state/app';
import { user } from '../../state/session';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { useBusy } from '../../ui/useBusy';
import { useStoreValue } from '../../ui/useStoreValue';
import { OrderBanner, PacksFailed } from './OrderBanner';
import { PackPicker } from './PackPicker';
import { useOrderResult } from './useOrderResult';
import { checkout, packagesQuery } from './wallet.api';
import styles from './wallet.module.css';

export function VipScreen({ orderNo, path }: { orderNo?: string; path: string }) {
  const { t, i18n } = useLingui();
  const { info } = useSnapshot(user);
  const isTipVip = useStoreValue(app, (s) => s.isTipVip);
  const packages = useRemote(packagesQuery);
  const result = useOrderResult(orderNo);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, run] = useBusy();
  const terms = packages.data?.vip ?? [];
  const selected = terms.find((p) => p.id === chosen) ?? terms[0];
  const until = info ? i18n.date(new Date(info.vip_expire_time * 1000), { dateStyle: 'medium' }) : '';
  const status = !info ? null : info.is_vip ? 'vip' : info.vip_expire_time > 0 ? 'expired' : 'none';

  const benefits: { icon: IconName; title: string; text: string }[] = [
    { icon: 'book', title: t`VIP 章节免费读`, text: t`会员期内全部 VIP 章节免费阅读、观看` },
    { icon: 'vip', title: t`尊贵身份标识`, text: t`我的页面点亮专属 VIP 标识` },
    { icon: 'calendar', title: t`续费顺延`, text: t`续费从当前到期日起顺延，不浪费一天` },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.vipHero} data-testid="vip-status" data-status={status ?? 'loading'}>
        <Icon name="vip" size={36} />
        <div>
          <h1>
            <Trans>会员中心</Trans>
          </h1>
          <p>
            {status === null ? (
              <Skeleton style={{ width: 140, height: 16 }} />
            ) : status === 'vip' ? (
              <Trans>VIP 会员 · 有效期至 {until}</Trans>
            ) : status === 'expired' ? (
              <Trans>会员已于 {until} 过期</Trans>
            ) : (
              <Trans>尚未开通会员</Trans>
            )}
          </p>
        </div>
      </section>

      {isTipVip && (
        <div className={styles.tip} role="note" data-testid="vip-tip">
          <p>
            <Trans>开通会员后，标有 VIP 的章节在会员期内可免费阅读；到期后恢复锁定，续费即可继续畅读。</Trans>
          </p>
          <button
            type="button"
            onClick={() => {
              app.isTipVip = false;
            }}
            data-testid="vip-tip-close"
          >
            <Trans>知道了</Trans>
          </button>
        </div>
      )}

      <OrderBanner result={result} />

      <h2 className={styles.heading}>
        <Trans>选择会员套餐</Trans>
      </h2>
      {packages.failed ? (
        <PacksFailed retry={packages.reload} />
      ) : (
        <PackPicker
          label={t`会员套餐`}
          layout="terms"
          testId="vip-term"
          placeholders={3}
          selected={selected?.id}
          onSelect={setChosen}
          packs={packages.data?.vip.map((p) => ({
            id: p.id,
            content: (
              <>
                <span className={styles.termTitle}>{p.title}</span>
                <span className={styles.packPrice}>{yuan(p.price_cents)}</span>
                <span className={styles.termDays}>
                  <Trans>{p.days} 天</Trans> · <Trans>约 {yuan(Math.round(p.price_cents / p.days))}/天</Trans>
                </span>
              </>
            ),
          }))}
        />
      )}
      <div className={styles.payBar}>
        <Button
          block
          onClick={() => selected && void run(() => checkout(selected.id, path))}
          disabled={!selected || busy}
          aria-busy={busy}
          data-testid="vip-pay"
        >
          {!selected ? (
            <Trans>立即开通</Trans>
          ) : status === 'vip' ? (
            <Trans>立即续费 {yuan(selected.price_cents)}</Trans>
          ) : (
            <Trans>立即开通 {yuan(selected.price_cents)}</Trans>
          )}
        </Button>
      </div>

      <h2 className={styles.heading}>
        <Trans>会员权益</Trans>
      </h2>
      <ul className={styles.benefits}>
        {benefits.map((b) => (
          <li key={b.title}>
            <Icon name={b.icon} size={22} />
            <div>
              <strong>{b.title}</strong>
              <span>{b.text}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
