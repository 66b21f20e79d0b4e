/** 分享推广: invite readers, and apply to be a paid agent (needs a bound email). */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { NavBar } from '../../ui/NavBar';
import { useBusy } from '../../ui/useBusy';
import { applyForAgent } from './growth.api';
import styles from './growth.module.css';
import { InviteCard } from './InviteCard';

export function PromotionScreen() {
  const { t } = useLingui();
  const [status, setStatus] = useState<'pending' | 'approved' | null>(null);
  const [busy, run] = useBusy();

  const apply = () =>
    run(async () => {
      const result = await applyForAgent();
      setStatus(result);
      showToast(result === 'approved' ? t`你已经是代理` : t`申请已提交，请等待审核`, { type: 'success' });
    });

  return (
    <div className={styles.page}>
      <NavBar title={t`分享推广`} />
      <div className={styles.banner}>
        <h2>
          <Trans>邀请好友一起看</Trans>
        </h2>
        <p>
          <Trans>分享你的专属链接，好友打开即自动绑定。</Trans>
        </p>
      </div>
      <InviteCard />
      <section className={styles.card}>
        <span className={styles.label}>
          <Trans>成为推广代理</Trans>
        </span>
        <p className={styles.text}>
          <Trans>代理可以获得好友充值的分成。申请前请先绑定邮箱，以便我们联系你。</Trans>
        </p>
        <Button block onClick={apply} disabled={busy || status !== null}>
          {status === 'pending' ? (
            <Trans>审核中</Trans>
          ) : status === 'approved' ? (
            <Trans>已是代理</Trans>
          ) : (
            <Trans>申请成为代理</Trans>
          )}
        </Button>
      </section>
    </div>
  );
}
