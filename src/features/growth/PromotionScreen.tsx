/**
 * 分享推广: the poster and link to invite readers, and the application to be a paid agent (it needs a
 * bound email: the server's refusal says so, and the screen shows it with the way to bind one).
 * Reopened, the screen shows the application's status.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AgentStatus } from '../../core/contract/growth';
import { showToast } from '../../state/toast';
import { Button, buttonClass } from '../../ui/Button';
import { NavBar } from '../../ui/NavBar';
import { useBusy } from '../../ui/useBusy';
import { useEffectOn } from '../../ui/useEffectOn';
import { applyForAgent, fetchAgentStatus } from './growth.api';
import growth from './growth.module.css';
import { InviteCard } from './InviteCard';
import { PosterCard } from './PosterCard';
import styles from './PromotionScreen.module.css';

export function PromotionScreen() {
  const { t } = useLingui();
  const [status, setStatus] = useState<AgentStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, run] = useBusy();

  useEffectOn([], () => {
    const controller = new AbortController();
    fetchAgentStatus(controller.signal).then(setStatus, () => setStatus('none'));
    return () => controller.abort();
  });

  const apply = () =>
    run(async () => {
      const result = await applyForAgent();
      if ('refusal' in result) return setRefusal(result.refusal);
      setRefusal(null);
      setStatus(result.status);
      showToast(result.status === 'approved' ? t`你已经是代理` : t`申请已提交，请等待审核`, { type: 'success' });
    });

  return (
    <div className={growth.page}>
      <NavBar title={t`分享推广`} />
      <div className={styles.banner}>
        <h2>
          <Trans>邀请好友一起看</Trans>
        </h2>
        <p>
          <Trans>分享你的专属链接或海报，好友打开即自动绑定。</Trans>
        </p>
      </div>
      <InviteCard />
      <PosterCard />
      <section className={growth.card} data-testid="agent">
        <span className={growth.label}>
          <Trans>成为推广代理</Trans>
        </span>
        <p className={styles.text}>
          <Trans>代理可以获得好友充值的分成。申请前请先绑定邮箱，以便我们联系你。</Trans>
        </p>
        {refusal && (
          <>
            <p className={styles.refusal} role="status" data-testid="agent-refusal">
              {refusal}
            </p>
            <Link to="/settings/email" className={buttonClass('ghost')}>
              <Trans>去绑定邮箱</Trans>
            </Link>
          </>
        )}
        <Button
          block
          onClick={apply}
          disabled={busy || status === null || (status !== 'none' && status !== 'rejected')}
          data-testid="agent-apply"
          data-status={status ?? 'loading'}
        >
          {status === 'pending' ? (
            <Trans>审核中</Trans>
          ) : status === 'approved' ? (
            <Trans>已是代理</Trans>
          ) : status === 'rejected' ? (
            <Trans>申请未通过，重新申请</Trans>
          ) : (
            <Trans>申请成为代理</Trans>
          )}
        </Button>
      </section>
    </div>
  );
}
