/**
 * A work's full catalogue: every chapter in the order the reader chooses, with read / current /
 * locked / purchased marks, and a button that brings the current chapter into view.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ScreenHeader } from '../../../app/ScreenHeader';
import type { Chapter, WorkKind } from '../../../core/contract/content';
import { DownloadEntry } from '../../../offline/DownloadEntry';
import { useRemote } from '../../../queries/useRemote';
import { type ChapterOrder, isLocked, orderChapters, readMark } from '../../../reading/chapter.rules';
import { ChapterList, type ChapterListHandle } from '../../../reading/chapter-list/ChapterList';
import styles from '../../../reading/chapter-list/ChapterList.module.css';
import { CatalogueHeader } from '../../../reading/chapter-list/ChapterListHeader';
import { CatalogueSkeleton } from '../../../reading/chapter-list/ChapterListSkeleton';
import { CatalogueToolbar } from '../../../reading/chapter-list/ChapterListToolbar';
import { readTarget } from '../../../reading/continue-reading';
import { useReadingState } from '../../../reading/useReadingState';
import { user } from '../../../state/session';
import { EmptyState } from '../../../ui/EmptyState';
import { fetchDetail } from '../../../works/content.api';
import { LoadFailed } from '../../../works/WorkList';

const FLASH_MS = 1600;
const TITLE = msg`目录`;

export function CatalogueScreen({
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
  const detail = useRemote(`detail:${id}`, (signal) => fetchDetail(id, signal));
  const reading = useReadingState(detail.data?.work.kind ?? kind, id);
  const { info } = useSnapshot(user);
  const isVip = Boolean(info?.is_vip);
  const list = useRef<ChapterListHandle>(null);
  const [flashId, setFlashId] = useState<number | null>(null);

  const target = useMemo(
    () => (detail.data ? readTarget(detail.data.chapters, reading.server?.progress, reading.local) : null),
    [detail.data, reading.server, reading.local],
  );
  const current = target?.resumed ? target.chapter : null;
  const chapters = useMemo(() => orderChapters(detail.data?.chapters ?? [], order), [detail.data, order]);

  useEffect(() => {
    if (flashId === null) return;
    const timer = setTimeout(() => setFlashId(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);

  const jump = useCallback(() => {
    if (!current) return;
    list.current?.reveal(current.id);
    setFlashId(current.id);
  }, [current]);

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

  const work = detail.data?.work;
  const header = <ScreenHeader title={work?.title ?? i18n._(TITLE)} />;

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
  if (!work) {
    return (
      <>
        {header}
        <CatalogueSkeleton />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="catalogue">
      {header}
      <CatalogueHeader work={work} />
      <CatalogueToolbar
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
            chapters={detail.data?.chapters ?? []}
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
  );
}
