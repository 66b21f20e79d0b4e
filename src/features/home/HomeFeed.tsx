/**
 * A channel's home (comics at /, novels at /novel, videos at /video): banners, the continue-reading
 * row and the server's sections. Paints the kept answer at once, then the fresh one; pull to reload
 * (the continue-reading row too).
 */
import { Trans } from '@lingui/react/macro';
import { type Ref, useRef } from 'react';
import type { HomeAnswer, WorkKind } from '../../core/contract/content';
import { remoteQuery } from '../../queries/remote-cache';
import { useRemote } from '../../queries/useRemote';
import type { HistoryEntry } from '../../reading/history';
import { EmptyState } from '../../ui/EmptyState';
import { underFirstPaint } from '../../ui/first-paint';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Skeleton } from '../../ui/Skeleton';
import { useFirstPaintHandOver } from '../../ui/useFirstPaintHandOver';
import { GridSkeleton, LoadFailed } from '../../works/WorkList';
import { BannerCarousel } from './BannerCarousel';
import { ContinueRow } from './ContinueRow';
import styles from './HomeFeed.module.css';
import { SectionView } from './SectionView';

/** The home's data layer, with the API client: a chunk loaded beside the entry (home.cache.ts). */
const data = () => import('./home.cache');

export function HomeFeed({ channel }: { channel: WorkKind }) {
  const home = useRemote(
    remoteQuery({ key: ['home', channel], fetch: async (signal) => (await data()).loadHomeFeed(channel, signal) }),
    async () => (await data()).keptHomeFeed(channel),
  );
  const feed = useRef<HTMLDivElement>(null);
  useFirstPaintHandOver(feed, Boolean(home.data) || home.failed);

  if (!home.data) {
    if (home.failed) return <LoadFailed onRetry={() => void home.reload()} />;
    // Under the server's first paint the skeleton would be drawn and torn down unseen.
    return (
      <div className={styles.skeleton} aria-busy="true">
        {!underFirstPaint() && (
          <>
            <Skeleton className={styles.bannerSkeleton} />
            <GridSkeleton count={6} />
          </>
        )}
      </div>
    );
  }
  return (
    <PullToRefresh onRefresh={home.reload}>
      <HomeFeedBody ref={feed} channel={channel} answer={home.data.answer} recent={home.data.recent} />
    </PullToRefresh>
  );
}

interface BodyProps {
  ref?: Ref<HTMLDivElement>;
  channel: WorkKind;
  answer: HomeAnswer;
  recent: HistoryEntry[];
}

/** What a home answer draws: the feed, and the console's preview of a draft (HomePreview). */
export function HomeFeedBody({ ref, channel, answer, recent }: BodyProps) {
  const { banners, sections } = answer;
  return (
    <div ref={ref} className={styles.feed} data-testid="home-feed" data-channel={channel}>
      <BannerCarousel banners={banners} />
      <ContinueRow recent={recent} />
      {sections.map((section, i) => (
        <SectionView key={section.id} section={section} lead={banners.length === 0 && i === 0} />
      ))}
      {sections.length === 0 && (
        <EmptyState icon="empty" title={<Trans>敬请期待</Trans>}>
          <Trans>精选作品正在上架，稍后再来看看吧。</Trans>
        </EmptyState>
      )}
      <p className={styles.end}>
        <Trans>— 已经到底啦 —</Trans>
      </p>
    </div>
  );
}
