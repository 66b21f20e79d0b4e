/** The readers' top bar: back, the chapter and work titles, and the chapter list. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/Icon';
import { catalogueLink } from '../reader-link';
import styles from './ReaderChrome.module.css';

const comicChapterList = (id: number) => catalogueLink('comic', id)!;
const novelChapterList = (id: number) => catalogueLink('novel', id)!;

/** The top bar alone: also shown over the loading and error states, so there is always a way back. */
export function ReaderTopBar({
  workId,
  workTitle,
  chapterTitle,
  onBack,
  kind,
}: {
  workId: number;
  workTitle?: string;
  chapterTitle?: string;
  onBack: () => void;
  /** Whose chapter list the book icon opens. */
  kind: 'comic' | 'novel';
}) {
  const { i18n } = useLingui();
  return (
    <header className={styles.top} data-reader-control>
      <button type="button" className={styles.icon} onClick={onBack} aria-label={i18n._(msg`返回`)}>
        <Icon name="back" />
      </button>
      <div className={styles.titles}>
        {chapterTitle && (
          <p className={styles.chapterTitle} data-testid="reader-chapter-title">
            {chapterTitle}
          </p>
        )}
        {workTitle && <p className={styles.workTitle}>{workTitle}</p>}
      </div>
      <Link
        className={styles.icon}
        {...(kind === 'novel' ? novelChapterList(workId) : comicChapterList(workId))}
        aria-label={i18n._(msg`目录`)}
        data-testid="reader-catalogue"
      >
        <Icon name="book" />
      </Link>
    </header>
  );
}
