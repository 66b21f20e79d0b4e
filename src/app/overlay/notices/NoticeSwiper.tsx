/**
 * The swipe-style pop-up: the type-2 notices as a deck of cards, one at a time, with a
 * row of dots for where the reader is. Swiping the card away (or 我知道了) shows the next.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeActions } from './NoticeActions';
import { NoticeContent } from './NoticeContent';
import styles from './NoticeSwiper.module.css';
import { type NoticeCardProps, useFocusOnShow } from './notice-card';
import { useSwipe } from './swipe';

export function NoticeSwiper({
  position,
  total,
  ...card
}: NoticeCardProps & {
  /** 0-based place of this notice among the swipe-style ones, and how many there are. */
  position: number;
  total: number;
}) {
  const { t } = useLingui();
  const ref = useFocusOnShow<HTMLElement>();
  const swipe = useSwipe(card.onGotIt);
  const more = total - position - 1;
  return (
    <div className={styles.deck}>
      <div className={styles.stack} data-more={Math.min(more, 2)}>
        <article
          ref={ref}
          tabIndex={-1}
          className={styles.card}
          data-testid="notice-swiper"
          data-autofocus
          data-dragging={swipe.dragging || undefined}
          style={{ transform: swipe.transform }}
          {...swipe.handlers}
        >
          <header className={styles.head}>
            <span className={styles.chip}>
              <Trans>公告</Trans>
            </span>
            {total > 1 && (
              <span className={styles.count} aria-hidden="true">
                {position + 1}/{total}
              </span>
            )}
          </header>
          <h2 id={card.labelIds.title} className={styles.title}>
            {card.notice.title}
          </h2>
          <NoticeContent id={card.labelIds.content} html={card.notice.content} />
          {total > 1 && (
            <div className={styles.dots}>
              <span className="visually-hidden">{t`第 ${position + 1} 条，共 ${total} 条`}</span>
              {Array.from({ length: total }, (_, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else
                  key={index}
                  aria-hidden="true"
                  className={index === position ? `${styles.dot} ${styles.on}` : styles.dot}
                />
              ))}
            </div>
          )}
          <NoticeActions onAppCentre={card.onAppCentre} onGotIt={card.onGotIt} />
        </article>
      </div>
      {more > 0 && (
        <p className={styles.hint} aria-hidden="true">
          <Trans>左右滑动查看下一条</Trans>
        </p>
      )}
    </div>
  );
}
