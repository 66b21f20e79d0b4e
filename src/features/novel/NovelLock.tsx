/** A novel chapter this reader may not open yet: its opening paragraphs (the server's preview) fading into the readers' lock. */
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { LockedChapter } from '../../reading/reader-kit/LockedChapter';
import { ChapterText } from './layout/ChapterText';
import styles from './NovelLock.module.css';

export function NovelLock({ content, onUnlock }: { content: ChapterContentAnswer; onUnlock: () => void }) {
  return (
    <LockedChapter
      kind="novel"
      content={content}
      onUnlock={onUnlock}
      behind={
        <div className={styles.preview} data-testid="novel-preview">
          <ChapterText title={content.chapter.title} text={content.preview} />
        </div>
      }
    />
  );
}
