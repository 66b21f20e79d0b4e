/**
 * The splash's slides, moving every SPLASH_AUTOPLAY_MS. Each slide links to
 * open_screen_url: our own pages open in the app (the splash ends), other sites in a new tab
 * (the splash goes on). Without open_screen_images the slides are designed cards with the site
 * name, never a blank screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/Icon';
import type { SplashPlan } from '../overlay-plan';
import { useAutoplay } from './countdown';
import styles from './SplashCarousel.module.css';

const CARDS: ReadonlyArray<{ icon: IconName; line: MessageDescriptor; tone: string }> = [
  { icon: 'comic', line: msg`海量漫画，每日更新`, tone: styles.red ?? '' },
  { icon: 'book', line: msg`精品小说，随心畅读`, tone: styles.amber ?? '' },
  { icon: 'video', line: msg`高清视频，一键畅看`, tone: styles.violet ?? '' },
];

export function SplashCarousel({
  splash,
  siteName,
  onLeave,
}: {
  splash: SplashPlan;
  siteName: string;
  onLeave: () => void;
}) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const count = splash.images.length || CARDS.length;
  const current = useAutoplay(count, splash.autoplayMs);
  const { href, appPath } = splash;

  const follow = (event: MouseEvent) => {
    if (!appPath) return;
    event.preventDefault();
    onLeave();
    router.navigate({ href: appPath });
  };

  const slide = (index: number, content: ReactNode) => {
    const label = t`广告 ${index + 1}/${count}`;
    const hidden = index !== current;
    return (
      <li key={index} className={styles.slide} aria-hidden={hidden} data-current={!hidden || undefined}>
        {href ? (
          <a
            className={styles.link}
            href={href}
            aria-label={label}
            tabIndex={hidden ? -1 : undefined}
            onClick={follow}
            {...(appPath ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {content}
          </a>
        ) : (
          <div className={styles.link} role="img" aria-label={label}>
            {content}
          </div>
        )}
      </li>
    );
  };

  return (
    <section className={styles.carousel} aria-roledescription={t`轮播`} aria-label={t`广告`}>
      <ul className={styles.track} style={{ transform: `translateX(${-current * 100}%)` }}>
        {splash.images.length
          ? splash.images.map((src, index) =>
              slide(index, <img className={styles.image} src={src} alt="" decoding="async" draggable={false} />),
            )
          : CARDS.map((card, index) =>
              slide(
                index,
                <div className={`${styles.card} ${card.tone}`}>
                  <span className={styles.badge}>
                    <Icon name={card.icon} size={44} />
                  </span>
                  <span className={styles.site}>{siteName}</span>
                  <span className={styles.line}>{i18n._(card.line)}</span>
                </div>,
              ),
            )}
      </ul>
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else
            <span key={index} className={index === current ? `${styles.dot} ${styles.on}` : styles.dot} />
          ))}
        </div>
      )}
    </section>
  );
}
