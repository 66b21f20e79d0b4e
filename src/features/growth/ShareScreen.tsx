/** 我的分享: my invite code and link, the poster to share, and the friends who joined with my code. */
import { Trans } from '@lingui/react/macro';
import growth from './growth.module.css';
import { InviteCard } from './InviteCard';
import { Invitees } from './Invitees';
import { PosterCard } from './PosterCard';
import styles from './ShareScreen.module.css';

export function ShareScreen() {
  return (
    <div className={growth.page}>
      <InviteCard />
      <PosterCard />
      <Invitees />
      <ol className={styles.steps}>
        <li>
          <Trans>把邀请链接、邀请码或海报发给好友</Trans>
        </li>
        <li>
          <Trans>好友打开链接，或在「填写邀请码」中输入你的邀请码</Trans>
        </li>
        <li>
          <Trans>好友成为漫阅读者，你们的关系就绑定了</Trans>
        </li>
      </ol>
    </div>
  );
}
