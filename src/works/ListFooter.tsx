/** The end of an infinite list: loads the next page as it nears the viewport, or says why not. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { PagedList } from '../queries/usePagedList';
import styles from './ListFooter.module.css';

export function ListFooter({ list }: { list: PagedList<unknown> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, failed, loading, loadMore, items } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, failed, loadMore]);

  return (
    <div ref={sentinel} className={styles.footer} aria-live="polite">
      {failed ? (
        <button type="button" className={styles.retry} onClick={() => list.reload()}>
          <Trans>加载失败，点击重试</Trans>
        </button>
      ) : loading ? (
        <span className="inline-spinner">
          <Trans>加载中…</Trans>
        </span>
      ) : !hasMore && items.length > 0 ? (
        <span>
          <Trans>没有更多了</Trans>
        </span>
      ) : null}
    </div>
  );
}
