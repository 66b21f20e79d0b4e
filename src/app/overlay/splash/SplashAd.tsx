/**
 * The splash advertisement: full screen, labelled 广告, a countdown from
 * open_screen_time that hides it at 0, and 进入 to skip. The carousel above links to
 * open_screen_url; the brand bar below says whose app this is while the ad plays.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BRAND_PICTURE } from '../../../core/manifest';
import { Popup } from '../../../ui/Popup';
import type { SplashPlan } from '../overlay-plan';
import { useCountdown } from './countdown';
import styles from './SplashAd.module.css';
import { SplashCarousel } from './SplashCarousel';

export function SplashAd({ splash, siteName, onDone }: { splash: SplashPlan; siteName: string; onDone: () => void }) {
  const { t } = useLingui();
  const left = useCountdown(splash.seconds, splash.tickMs, onDone);
  const tagId = useId();
  return (
    <Popup variant="full" aria-labelledby={tagId} className={styles.splash} data-testid="splash">
      <div className={styles.stage}>
        <SplashCarousel splash={splash} siteName={siteName} onLeave={onDone} />
        <span id={tagId} className={styles.tag}>
          <Trans>广告</Trans>
        </span>
        <div className={styles.skip}>
          {/* role=timer is not announced each second: a talking countdown would drown the page. */}
          <span role="timer" className={styles.count} data-testid="splash-countdown" aria-label={t`${left} 秒后进入`}>
            {left}
          </span>
          <button type="button" className={styles.enter} onClick={onDone} data-autofocus>
            <Trans>进入</Trans>
          </button>
        </div>
      </div>
      <footer className={styles.brand}>
        <img className={styles.logo} src={BRAND_PICTURE} alt="" width={40} height={40} />
        <div>
          <div className={styles.name}>{siteName}</div>
          <div className={styles.slogan}>
            <Trans>漫画 · 小说 · 视频，一站读完</Trans>
          </div>
        </div>
      </footer>
    </Popup>
  );
}
