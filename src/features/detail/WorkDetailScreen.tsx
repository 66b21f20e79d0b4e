/**
 * A work's detail (comic, novel or video): the hero, the description, the first chapters with their
 * access marks, related works, and the bottom bar to favourite it and to start or continue reading.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ScreenHeader } from '../../app/ScreenHeader';
import type { WorkKind } from '../../core/contract/content';
import { DownloadEntry } from '../../offline/DownloadEntry';
import { useRemote } from '../../queries/useRemote';
import { readTarget } from '../../reading/continue-reading';
import { useReadingState } from '../../reading/useReadingState';
import { EmptyState } from '../../ui/EmptyState';
import { fetchDetail } from '../../works/content.api';
import { useFavorite } from '../../works/useFavorite';
import { WorkCover } from '../../works/WorkCover';
import { LoadFailed } from '../../works/WorkList';
import sections from '../../works/WorkSection.module.css';
import { ChapterPreview } from './ChapterPreview';
import { DetailActionBar } from './DetailActionBar';
import { DetailSkeleton } from './DetailSkeleton';
import { WorkDescription } from './WorkDescription';
import styles from './WorkDetail.module.css';
import { WorkHero } from './WorkHero';

const TITLES = { comic: msg`漫画详情`, novel: msg`小说详情`, video: msg`视频详情` } as const;

export function WorkDetailScreen({ id, kind }: { id: number; kind: WorkKind }) {
  const { i18n } = useLingui();
  const detail = useRemote(`detail:${id}`, (signal) => fetchDetail(id, signal));
  const reading = useReadingState(detail.data?.work.kind ?? kind, id);
  const work = detail.data?.work;
  const favorite = useFavorite(
    id,
    reading.server ? { on: reading.server.favorited, count: work?.favorites ?? 0 } : undefined,
    { on: false, count: work?.favorites ?? 0 },
  );
  const target = useMemo(
    () => (detail.data ? readTarget(detail.data.chapters, reading.server?.progress, reading.local) : null),
    [detail.data, reading.server, reading.local],
  );
  const header = <ScreenHeader title={work?.title ?? i18n._(TITLES[kind])} />;

  if (!id || (detail.failed && !detail.data)) {
    return (
      <>
        {header}
        {id ? (
          <LoadFailed onRetry={() => void detail.reload()} />
        ) : (
          <EmptyState icon="empty" title={<Trans>内容不存在</Trans>} />
        )}
      </>
    );
  }
  if (!detail.data || !work) {
    return (
      <>
        {header}
        <DetailSkeleton />
      </>
    );
  }

  const { chapters, related } = detail.data;
  return (
    <>
      {header}
      <div className={styles.page} data-testid="work-detail" data-kind={work.kind}>
        <WorkHero work={work} />
        <WorkDescription text={work.description} />
        <ChapterPreview
          work={work}
          chapters={chapters}
          purchased={reading.purchased}
          currentId={target?.resumed ? target.chapter.id : null}
        />
        {related.length > 0 && (
          <section className={sections.section}>
            <header className={sections.header}>
              <h2 className={sections.title}>
                <Trans>相关推荐</Trans>
              </h2>
            </header>
            <div className={sections.rail}>
              {related.map((item) => (
                <WorkCover key={item.id} work={item} />
              ))}
            </div>
          </section>
        )}
        <DetailActionBar
          kind={work.kind}
          workId={work.id}
          favorite={favorite}
          target={target}
          settled={reading.settled}
          download={
            <DownloadEntry
              variant="bar"
              work={work}
              chapters={chapters}
              purchased={reading.purchased}
              startId={target?.chapter.id ?? null}
            />
          }
        />
      </div>
    </>
  );
}
