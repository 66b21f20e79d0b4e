/**
 * A work's detail (comic, novel or video): the hero, the description, the first chapters with their
 * access marks, related works, and the bottom bar to favourite it and to start or continue reading.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import type { WorkKind } from '../../core/contract/content';
import { DownloadEntry } from '../../offline/DownloadEntry';
import { useWorkReading } from '../../reading/useWorkReading';
import { Later } from '../../ui/Later';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useFirstPaintHandOver } from '../../ui/useFirstPaintHandOver';
import { useFavorite } from '../../works/useFavorite';
import { WorkDescription } from '../../works/WorkDescription';
import { WorkDetailGate } from '../../works/WorkDetailGate';
import { CoverRail, WorkSection } from '../../works/WorkSection';
import { ChapterPreview } from './ChapterPreview';
import { DetailActionBar } from './DetailActionBar';
import { DetailSkeleton } from './DetailSkeleton';
import styles from './WorkDetail.module.css';
import { WorkHero } from './WorkHero';

const TITLES = { comic: msg`漫画详情`, novel: msg`小说详情`, video: msg`视频详情` } as const;

export function WorkDetailScreen({ id, kind }: { id: number; kind: WorkKind }) {
  const { i18n } = useLingui();
  const { detail, reading, target } = useWorkReading(id, kind);
  const loaded = detail.data?.work;
  const favorite = useFavorite(
    id,
    reading.server ? { on: reading.server.favorited, count: loaded?.favorites ?? 0 } : undefined,
    { on: false, count: loaded?.favorites ?? 0 },
  );
  // The work's title once known (none meanwhile: a route title giving way to it would move the text).
  const header = <ScreenHeader title={loaded?.title ?? (detail.failed ? i18n._(TITLES[kind]) : '')} />;
  const page = useRef<HTMLDivElement>(null);
  useFirstPaintHandOver(page, Boolean(loaded) || detail.failed);

  return (
    <WorkDetailGate id={id} detail={detail} header={header} skeleton={<DetailSkeleton />}>
      {({ work, chapters, related }) => (
        <>
          {header}
          <div ref={page} className={styles.page} data-testid="work-detail" data-kind={work.kind}>
            <WorkHero work={work} />
            <WorkDescription text={work.description} />
            <Later>
              <ChapterPreview
                work={work}
                chapters={chapters}
                purchased={reading.purchased}
                currentId={target?.resumed ? target.chapter.id : null}
              />
            </Later>
            <Later>
              {related.length > 0 && (
                <WorkSection title={<Trans>相关推荐</Trans>}>
                  <CoverRail works={related} />
                </WorkSection>
              )}
            </Later>
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
      )}
    </WorkDetailGate>
  );
}
