/**
 * A paid or VIP episode this viewer may not watch yet: the readers' lock over the blurred poster,
 * where the picture would be, and the purchase sheet (the chapters' own: gold, 金币不足 → top-up, VIP).
 */
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { LockedChapter } from '../../reading/reader-kit/LockedChapter';
import { useOnDemand } from '../../ui/useOnDemand';
import styles from './VideoScreen.module.css';

// The sheet is fetched when the viewer asks to unlock, not with the episode page.
const loadSheet = () => import('../../reading/PurchaseSheet').then((module) => module.PurchaseSheet);

export function LockedPoster({
  content,
  poster,
  onBought,
}: {
  content: ChapterContentAnswer;
  poster: string;
  onBought: () => void;
}) {
  const sheet = useOnDemand(loadSheet);
  return (
    <>
      <LockedChapter
        kind="video"
        content={content}
        onUnlock={sheet.open}
        behind={<div className={styles.lockedArt} style={{ backgroundImage: `url("${poster}")` }} aria-hidden="true" />}
      />
      {sheet.Shown && (
        <sheet.Shown
          content={content}
          onClose={sheet.close}
          onBought={() => {
            sheet.close();
            onBought();
          }}
        />
      )}
    </>
  );
}
