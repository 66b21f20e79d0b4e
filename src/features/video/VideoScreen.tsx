/**
 * The episode page (/video_index?id=&episode=): the player on top (or the lock of a paid episode),
 * the work's facts and favourite, the episode grid and related works. The address holds the episode,
 * so that a reload or a shared link opens it; without one, the episode the viewer left (else the first).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { WorkCard } from '../../core/contract/content';
import { useReadingState } from '../../reading/useReadingState';
import { Later } from '../../ui/Later';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useFirstPaintHandOver } from '../../ui/useFirstPaintHandOver';
import { useFavorite } from '../../works/useFavorite';
import { WorkDescription } from '../../works/WorkDescription';
import { useWorkDetail, WorkDetailGate } from '../../works/WorkDetailGate';
import { EpisodeGrid } from './EpisodeGrid';
import { LockedPoster } from './LockedPoster';
import { VideoPlayer } from './player/VideoPlayer';
import { RelatedWorks } from './RelatedWorks';
import { resumeAt } from './resume';
import { useEpisode } from './useEpisode';
import { useEpisodeChoice } from './useEpisodeChoice';
import { useVideoProgress } from './useVideoProgress';
import { VideoInfo } from './VideoInfo';
import styles from './VideoScreen.module.css';

const NO_SOURCES: never[] = [];

export function VideoScreen({ id, episode }: { id: number; episode: number | undefined }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const detail = useWorkDetail(id);
  const page = useRef<HTMLDivElement>(null);
  useFirstPaintHandOver(page, Boolean(detail.data) || detail.failed);
  const reading = useReadingState('video', id);
  const work = detail.data?.work;
  const favorite = useFavorite(
    id,
    reading.server ? { on: reading.server.favorited, count: work?.favorites ?? 0 } : undefined,
    { on: false, count: work?.favorites ?? 0 },
  );
  const { episodes, currentId, current, nextEpisode, previousEpisode, resume } = useEpisodeChoice(
    episode,
    detail.data,
    reading,
  );

  const content = useEpisode(currentId);
  // Bought here: marked at once, before the server's purchases are asked again.
  const [bought, setBought] = useState<ReadonlySet<number>>(new Set());
  const purchased = useMemo(() => new Set([...reading.purchased, ...bought]), [reading.purchased, bought]);
  const onBought = useCallback(() => {
    if (currentId !== null) setBought((set) => new Set([...set, currentId]));
    content.reload();
  }, [currentId, content.reload]);
  const readable = content.content?.readable ? content.content : null;
  const onTime = useVideoProgress(
    readable && work ? { work, id: readable.chapter.id, title: readable.chapter.title } : null,
  );

  const go = useCallback(
    (episodeId: number) => void navigate({ to: '/video_index', search: { id, episode: episodeId }, replace: true }),
    [navigate, id],
  );
  const next = useMemo(
    () => (nextEpisode ? { title: nextEpisode.title, go: () => go(nextEpisode.id) } : null),
    [nextEpisode, go],
  );
  const previous = useMemo(() => (previousEpisode ? () => go(previousEpisode.id) : null), [previousEpisode, go]);

  // The work's title once known (none meanwhile: a route title giving way to it would move the text).
  const header = <ScreenHeader title={work?.title ?? (detail.failed ? i18n._(msg`视频详情`) : '')} />;
  const skeleton = (
    <div className={styles.page}>
      <div className={styles.stage}>
        <div className={styles.stageSkeleton} data-testid="player-skeleton" />
      </div>
      <div className={styles.infoSkeleton} />
    </div>
  );

  const stageFor = (work: WorkCard): ReactNode => {
    if (episodes.length === 0) {
      return (
        <div className={styles.stageEmpty}>
          <Trans>还没有剧集，敬请期待。</Trans>
        </div>
      );
    }
    if (content.failed) {
      return (
        <div className={styles.stageEmpty} role="alert" data-testid="episode-failed">
          <p>
            <Trans>本集加载失败</Trans>
          </p>
          <button type="button" className={styles.unlock} onClick={content.reload}>
            <Trans>重试</Trans>
          </button>
        </div>
      );
    }
    if (content.content && !content.content.readable) {
      return <LockedPoster content={content.content} poster={work.cover} onBought={onBought} />;
    }
    const startAt = resume ? resumeAt(resume.seconds, current?.size ?? 0) : 0;
    return (
      <VideoPlayer
        episodeId={currentId ?? 0}
        sources={readable && resume ? readable.sources : NO_SOURCES}
        poster={work.cover}
        title={current?.title ?? work.title}
        workTitle={work.title}
        startAt={startAt}
        resumedFrom={startAt > 0 ? (resume?.seconds ?? null) : null}
        autoPlay
        next={next}
        previous={previous}
        onTime={onTime}
      />
    );
  };

  return (
    <WorkDetailGate id={id} detail={detail} header={header} skeleton={skeleton}>
      {({ work, related }) => (
        <>
          {header}
          <div ref={page} className={styles.page} data-testid="video-page">
            <div className={styles.stage}>{stageFor(work)}</div>
            <VideoInfo work={work} episodeTitle={current?.title ?? null} favorite={favorite} />
            <Later>
              <div className={styles.blurb}>
                <WorkDescription text={work.description} />
              </div>
              <EpisodeGrid work={work} episodes={episodes} currentId={currentId} purchased={purchased} />
            </Later>
            <Later>{related.length > 0 && <RelatedWorks works={related} />}</Later>
          </div>
        </>
      )}
    </WorkDetailGate>
  );
}
