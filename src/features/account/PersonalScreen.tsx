/** 我的: who I am (guest or bound), my gold and VIP, and every personal page one tap away. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { user } from '../../state/session';
import { CellGroup, LinkCell } from '../../ui/Cell';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import styles from './PersonalScreen.module.css';

/**
 * `install`: the 安装到桌面 cell, which the route hands in (it is the install feature's); `checkIn`:
 * whether today's check-in is done, under 每日签到 (the wallet feature's); `favoriteUpdates`: how
 * many favourites have new chapters, under 我的收藏 (the library's).
 */
export function PersonalScreen({
  install,
  checkIn,
  favoriteUpdates,
}: {
  install?: ReactNode;
  checkIn?: ReactNode;
  favoriteUpdates?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { info } = useSnapshot(user);
  const vipUntil = info?.is_vip ? i18n.date(new Date(info.vip_expire_time * 1000), { dateStyle: 'medium' }) : null;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Link to="/settings/profile" className={styles.avatar} aria-label={t`头像`}>
          {info?.avatar ? <img src={info.avatar} alt="" /> : <Icon name="user" size={34} />}
        </Link>
        <div className={styles.who}>
          {info ? (
            <>
              <div className={styles.name}>
                <span data-testid="nickname">{info.nickname}</span>
                {info.is_vip && <span className={styles.vip}>VIP</span>}
              </div>
              <div className={styles.meta}>
                <span>UID {info.uid}</span>
                {!info.email && (
                  <Link to="/login" className={styles.login}>
                    <Trans>登录 / 绑定邮箱</Trans>
                  </Link>
                )}
              </div>
            </>
          ) : (
            <>
              <Skeleton style={{ width: 120, height: 20 }} />
              <Skeleton style={{ width: 90, height: 14, marginTop: 8 }} />
            </>
          )}
        </div>
        <Link to="/settings" className={styles.settings} aria-label={t`设置`}>
          <Icon name="settings" />
        </Link>
      </header>

      <section className={styles.wallet}>
        <Link to="/personal/recharge" className={styles.balance}>
          <span className={styles.amount} data-testid="gold">
            {info ? info.money : '—'}
          </span>
          <span className={styles.caption}>
            <Icon name="coin" size={14} /> <Trans>金币余额</Trans>
          </span>
        </Link>
        <Link to="/vip" className={styles.vipCard}>
          <span className={styles.vipTitle}>
            <Icon name="vip" size={18} /> {info?.is_vip ? <Trans>VIP 会员</Trans> : <Trans>开通 VIP</Trans>}
          </span>
          <span className={styles.caption}>
            {vipUntil ? <Trans>有效期至 {vipUntil}</Trans> : <Trans>全站免费畅读</Trans>}
          </span>
        </Link>
      </section>

      <nav className={styles.quick}>
        <Link to="/sign_in">
          <Icon name="calendar" />
          <span>
            <Trans>每日签到</Trans>
          </span>
          {checkIn}
        </Link>
        <Link to="/personal/recharge">
          <Icon name="coin" />
          <span>
            <Trans>金币充值</Trans>
          </span>
        </Link>
        <Link to="/personal/footprint">
          <Icon name="history" />
          <span>
            <Trans>浏览记录</Trans>
          </span>
        </Link>
        <Link to="/collection">
          <Icon name="star" />
          <span>
            <Trans>我的收藏</Trans>
          </span>
          {favoriteUpdates}
        </Link>
      </nav>

      <CellGroup>
        <LinkCell to="/personal/downloads" icon="download" label={<Trans>我的下载</Trans>} />
        <LinkCell to="/personal/purchase" icon="receipt" label={<Trans>我的购买</Trans>} />
        <LinkCell to="/personal/record_gold" icon="coin" label={<Trans>金币记录</Trans>} />
        <LinkCell to="/personal/record_pay" icon="receipt" label={<Trans>充值记录</Trans>} />
      </CellGroup>
      <CellGroup>
        <LinkCell to="/personal/share" icon="share" label={<Trans>我的分享</Trans>} />
        <LinkCell to="/personal/invitation" icon="gift" label={<Trans>填写邀请码</Trans>} />
        <LinkCell to="/personal/voucher" icon="key" label={<Trans>账号凭证</Trans>} />
        <LinkCell to="/personal/application" icon="apps" label={<Trans>应用中心</Trans>} />
        {install}
        <LinkCell to="/settings/customer" icon="headset" label={<Trans>在线客服</Trans>} />
        <LinkCell to="/settings" icon="settings" label={<Trans>设置</Trans>} />
      </CellGroup>
    </div>
  );
}
