/** My invite code and link, with copy and share: shared by 我的分享 and 分享推广. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { COPY_FAILED, copyWithToast } from '../../ui/clipboard';
import { Skeleton } from '../../ui/Skeleton';
import { shareLink } from '../../ui/share-link';
import growth from './growth.module.css';
import styles from './InviteCard.module.css';

export function InviteCard() {
  const { t, i18n } = useLingui();
  const { info } = useSnapshot(user);

  const copyCode = async () => {
    if (!info) return;
    await copyWithToast(info.share_code);
  };

  const share = async () => {
    if (!info) return;
    const result = await shareLink(info.invite_url, t`漫阅：海量漫画小说免费看`);
    if (result === 'copied') showToast(t`邀请链接已复制，快发给好友吧`, { type: 'success' });
    if (result === 'failed') showToast(i18n._(COPY_FAILED));
  };

  return (
    <section className={growth.card}>
      <span className={growth.label}>
        <Trans>我的邀请码</Trans>
      </span>
      {info ? (
        <button type="button" className={growth.code} onClick={copyCode} data-testid="share-code">
          {info.share_code}
        </button>
      ) : (
        <Skeleton style={{ width: 180, height: 36 }} />
      )}
      <span className={styles.link}>{info?.invite_url}</span>
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={copyCode} disabled={!info}>
          <Trans>复制邀请码</Trans>
        </Button>
        <Button onClick={share} disabled={!info}>
          <Trans>分享链接</Trans>
        </Button>
      </div>
    </section>
  );
}
