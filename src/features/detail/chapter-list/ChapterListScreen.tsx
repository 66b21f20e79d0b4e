/**
 * A work's chapter list (目录, /manga/manga_catalogue): every chapter in the order the reader
 * chooses, with read / current / locked / purchased marks, and a button that brings the current
 * chapter into view. The list's parts are shared (reading/chapter-list/).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Chapter, WorkKind } from '../../../core/contract/content';
import { type ChapterOrder, isLocked, orderChapters, readMark } from '../../../core/rules/chapters';
import { DownloadEntry } from '../../../offline/DownloadEntry';
import { ChapterList } from '../../../reading/chapter-list/ChapterList';
import styles from '../../../reading/chapter-list/ChapterList.module.css';
import { ChapterListHeader } from '../../../reading/chapter-list/ChapterListHeader';
import { ChapterListSkeleton } from '../../../reading/chapter-list/ChapterListSkeleton';
import { ChapterListToolbar } from '../../../reading/chapter-list/ChapterListToolbar';
import { useJumpToCurrent } from '../../../reading/chapter-list/useJumpToCurrent';
import { useWorkReading } from '../../../reading/useWorkReading';
import { user } from '../../../state/session';
import { EmptyState } from '../../../ui/EmptyState';
import { ScreenHeader } from '../../../ui/ScreenHeader';
import { useStoreValue } from '../../../ui/useStoreValue';
import { WorkDetailGate } from '../../../works/WorkDetailGate';

const TITLE = msg`目录`;

export function ChapterListScreen({
  id,
  kind,
  order,
  onOrder,
}: {
  id: number;
  kind: WorkKind;
  order: ChapterOrder;
  onOrder: (order: ChapterOrder) => void;
}) {
  const { i18n } = useLingui();
  const { detail, reading, target } = useWorkReading(id, kind);
  const isVip = useStoreValue(user, (s) => Boolean(s.info?.is_vip));
  const current = target?.resumed ? target.chapter : null;
  const chapters = useMemo(() => orderChapters(detail.data?.chapters ?? [], order), [detail.data, order]);
  const { list, flashId, jump } = useJumpToCurrent(current);

  const row = (chapter: Chapter) => ({
    chapter,
    kind: detail.data?.work.kind ?? kind,
    workId: id,
    mark: readMark(chapter, current),
    locked: isLocked(chapter, reading.purchased, isVip),
    purchased: reading.purchased.has(chapter.id),
    position: target?.position ?? 0,
    flash: chapter.id === flashId,
  });

  const header = <ScreenHeader title={detail.data?.work.title ?? i18n._(TITLE)} />;

  return (
    <WorkDetailGate id={id} detail={detail} header={header} skeleton={<ChapterListSkeleton />}>
      {({ work, chapters: all }) => (
        <div className={styles.page} data-testid="catalogue">
          {header}
          <ChapterListHeader work={work} />
          <ChapterListToolbar
            kind={work.kind}
            count={chapters.length}
            order={order}
            onOrder={onOrder}
            current={current}
            onJump={jump}
            download={
              <DownloadEntry
                variant="tool"
                work={work}
                chapters={all}
                purchased={reading.purchased}
                startId={target?.chapter.id ?? null}
              />
            }
          />
          {chapters.length === 0 ? (
            <EmptyState icon="book" title={<Trans>还没有章节</Trans>}>
              <Trans>作者正在努力创作中，敬请期待。</Trans>
            </EmptyState>
          ) : (
            <ChapterList chapters={chapters} row={row} handle={list} />
          )}
        </div>
      )}
    </WorkDetailGate>
  );
}
