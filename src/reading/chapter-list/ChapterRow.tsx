/**
 * One chapter of a chapter list: its number and title, read / current marks, its access mark or a
 * lock, and a tap that opens it in the reader (the current one at the saved position).
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { Chapter, WorkKind } from '../../core/contract/content';
import type { ReadMark } from '../../core/rules/chapters';
import { DownloadMark } from '../../offline/DownloadMark';
import { Icon } from '../../ui/Icon';
import { AccessMark } from '../AccessMark';
import { readerLink } from '../reader-link';
import styles from './ChapterList.module.css';

export interface ChapterRowProps {
  chapter: Chapter;
  kind: WorkKind;
  workId: number;
  mark: ReadMark;
  locked: boolean;
  purchased: boolean;
  /** Saved position in the current chapter. */
  position: number;
  flash: boolean;
  style?: CSSProperties;
}

export function ChapterRow({
  chapter,
  kind,
  workId,
  mark,
  locked,
  purchased,
  position,
  flash,
  style,
}: ChapterRowProps) {
  const link = readerLink(kind, workId, chapter.id, mark === 'current' ? position : 0);
  const className = [styles.row, styles[mark], flash && styles.flash].filter(Boolean).join(' ');
  const content = (
    <>
      <span className={styles.index} data-testid="chapter-index">
        {chapter.index}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{chapter.title}</span>
        {mark === 'current' && (
          <span className={styles.here}>
            <Trans>上次看到</Trans>
          </span>
        )}
        {mark === 'read' && (
          <span className={styles.readMark}>
            <Trans>已读</Trans>
          </span>
        )}
      </span>
      <DownloadMark kind={kind} chapterId={chapter.id} />
      <AccessMark chapter={chapter} purchased={purchased} vip={chapter.access === 'vip' && !locked} />
      {locked && (
        <span className={styles.lock} data-testid="chapter-locked">
          <Icon name="lock" size={16} />
          <span className="visually-hidden">
            <Trans>未解锁</Trans>
          </span>
        </span>
      )}
    </>
  );
  return (
    <li
      className={styles.item}
      style={style}
      data-testid="catalogue-chapter"
      data-chapter-id={chapter.id}
      data-mark={mark}
      data-locked={locked || undefined}
    >
      {link ? (
        <Link {...link} className={className} aria-current={mark === 'current' ? 'step' : undefined}>
          {content}
        </Link>
      ) : (
        <span className={className}>{content}</span>
      )}
    </li>
  );
}
