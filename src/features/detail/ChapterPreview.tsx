/**
 * The first chapters of a work on its detail, each with its access mark and opening its reader, the
 * one the reader stopped in highlighted, and the way to the full catalogue.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Chapter, WorkDetailAnswer } from '../../core/contract/content';
import { DownloadMark } from '../../offline/DownloadMark';
import { AccessMark } from '../../reading/AccessMark';
import { chapterCountLabel } from '../../reading/read-labels';
import { catalogueLink, readerLink } from '../../reading/reader-link';
import { user } from '../../state/session';
import { Icon } from '../../ui/Icon';
import { useStoreValue } from '../../ui/useStoreValue';
import styles from './ChapterPreview.module.css';

const FIRST_CHAPTERS = 12;

function ChapterTile({
  chapter,
  workId,
  kind,
  current,
  children,
}: {
  chapter: Chapter;
  workId: number;
  kind: WorkDetailAnswer['work']['kind'];
  current: boolean;
  children: ReactNode;
}) {
  const className = current ? `${styles.chapter} ${styles.current}` : styles.chapter;
  const link = readerLink(kind, workId, chapter.id);
  const content = (
    <>
      <span className={styles.chapterTitle}>{chapter.title}</span>
      {children}
    </>
  );
  return (
    <li data-testid="chapter" data-current={current || undefined}>
      {link ? (
        <Link {...link} className={className} aria-current={current ? 'step' : undefined}>
          {content}
        </Link>
      ) : (
        <span className={className}>{content}</span>
      )}
    </li>
  );
}

export function ChapterPreview({
  work,
  chapters,
  purchased,
  currentId,
}: {
  work: WorkDetailAnswer['work'];
  chapters: readonly Chapter[];
  purchased: ReadonlySet<number>;
  currentId: number | null;
}) {
  const { i18n } = useLingui();
  const vip = useStoreValue(user, (s) => Boolean(s.info?.is_vip));
  const all = catalogueLink(work.kind, work.id);
  const latest = chapters.at(-1);
  const shown = all ? chapters.slice(0, FIRST_CHAPTERS) : chapters;
  return (
    <section className={styles.block} aria-labelledby="chapters-heading">
      <header className={styles.header}>
        <h2 id="chapters-heading">
          <Trans>目录</Trans>
        </h2>
        <span className={styles.latest} data-testid="latest-chapter">
          {work.status === 'completed' ? (
            <Trans>已完结 · {i18n._(chapterCountLabel(work.kind, chapters.length))}</Trans>
          ) : (
            <Trans>更新至 {latest?.title ?? work.latest_title}</Trans>
          )}
        </span>
      </header>
      {chapters.length === 0 ? (
        <p className={styles.none}>
          <Trans>还没有章节，敬请期待。</Trans>
        </p>
      ) : (
        <ol className={styles.chapters}>
          {shown.map((chapter) => (
            <ChapterTile
              key={chapter.id}
              chapter={chapter}
              workId={work.id}
              kind={work.kind}
              current={chapter.id === currentId}
            >
              <DownloadMark kind={work.kind} chapterId={chapter.id} />
              <AccessMark chapter={chapter} purchased={purchased.has(chapter.id)} vip={vip} />
            </ChapterTile>
          ))}
        </ol>
      )}
      {all && chapters.length > 0 && (
        <Link {...all} className={styles.all} data-testid="catalogue-link">
          <Trans>查看全部目录</Trans>
          <span className={styles.allCount}>{i18n._(chapterCountLabel(work.kind, chapters.length))}</span>
          <Icon name="chevron" size={16} />
        </Link>
      )}
    </section>
  );
}
