/**
 * A paid or VIP episode this viewer may not watch yet: the readers' lock over the blurred poster,
 * where the picture would be, and the purchase sheet (the chapters' own: gold, 金币不足 → top-up, VIP).
 */
import { useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { PurchaseSheet } from '../../reading/PurchaseSheet';
import { LockedChapter } from '../../reading/reader-kit/LockedChapter';
import styles from './VideoScreen.module.css';

export function LockedPoster({
  content,
  poster,
  onBought,
}: {
  content: ChapterContentAnswer;
  poster: string;
  onBought: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LockedChapter
        kind="video"
        content={content}
        onUnlock={() => setOpen(true)}
        behind={<div className={styles.lockedArt} style={{ backgroundImage: `url("${poster}")` }} aria-hidden="true" />}
      />
      {open && (
        <PurchaseSheet
          content={content}
          onClose={() => setOpen(false)}
          onBought={() => {
            setOpen(false);
            onBought();
          }}
        />
      )}
    </>
  );
}
