/**
 * The card between two chapters, in both modes (Mihon's transition page): the end of one and what
 * follows it. A locked chapter, one loading and one that failed have the readers' shared cards
 * (reading/reader-kit).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import styles from '../../reading/reader-kit/ChapterCards.module.css';
import { catalogueLink } from '../../reading/reader-link';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { Slot } from './session/reader-session';

/** The end of a chapter and what follows it (or the start, going back). */
export function ChapterTransition({
  from,
  to,
  direction,
  paged = false,
}: {
  from: ChapterContentAnswer;
  /** The slot of the chapter that follows in that direction; undefined when not fetched yet. */
  to: Slot | undefined;
  direction: 'next' | 'prev';
  /** Paged mode: the reader turns on rather than scrolls on. */
  paged?: boolean;
}) {
  const targetId = direction === 'next' ? from.next_id : from.prev_id;
  const target = to?.status === 'ready' ? to.content : null;
  const locked = target !== null && !target.readable;

  return (
    <div className={styles.transition} data-testid="chapter-transition" data-direction={direction}>
      <p className={styles.label}>{direction === 'next' ? <Trans>本话完</Trans> : <Trans>当前</Trans>}</p>
      <p className={styles.title}>{from.chapter.title}</p>
      <div className={styles.rule} aria-hidden="true" />
      {targetId === null ? (
        <>
          <p className={styles.label}>
            {direction === 'next' ? <Trans>已是最后一话</Trans> : <Trans>已是第一话</Trans>}
          </p>
          {direction === 'next' && (
            <div className={styles.actions}>
              <Link className={buttonClass('ghost')} {...catalogueLink('comic', from.work.id)!} data-reader-control>
                <Trans>目录</Trans>
              </Link>
              <Link
                className={buttonClass('ghost')}
                to="/manga/manga_index"
                search={{ id: from.work.id }}
                data-reader-control
              >
                <Trans>返回详情</Trans>
              </Link>
            </div>
          )}
        </>
      ) : (
        <>
          <p className={styles.label}>{direction === 'next' ? <Trans>下一话</Trans> : <Trans>上一话</Trans>}</p>
          <p className={styles.title}>
            {target ? target.chapter.title : <span className={styles.pending}>···</span>}
            {locked && <Icon name="lock" size={18} className={styles.lock} />}
          </p>
          <p className={styles.hint}>
            {direction === 'prev' ? (
              <Trans>继续翻页回到上一话</Trans>
            ) : paged ? (
              <Trans>继续翻页阅读下一话</Trans>
            ) : (
              <Trans>继续滑动阅读下一话</Trans>
            )}
          </p>
        </>
      )}
    </div>
  );
}
