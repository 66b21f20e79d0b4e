/**
 * A paid or VIP episode this viewer may not watch yet: the poster with the lock where the picture
 * would be, what opens it, and the purchase sheet (the chapters' own: gold, 金币不足 → top-up, VIP).
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { PurchaseSheet } from '../../reading/PurchaseSheet';
import { Icon } from '../../ui/Icon';
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
  const gold = content.chapter.access === 'gold';
  return (
    <div className={styles.locked} data-testid="episode-locked">
      <div className={styles.lockedArt} style={{ backgroundImage: `url("${poster}")` }} aria-hidden="true" />
      <div className={styles.lockedBody}>
        <Icon name="lock" size={28} />
        <p>{gold ? <Trans>本集需 {content.price} 金币解锁</Trans> : <Trans>本集为 VIP 专享</Trans>}</p>
        <button type="button" className={styles.unlock} onClick={() => setOpen(true)} data-testid="episode-unlock">
          {gold ? <Trans>解锁本集</Trans> : <Trans>开通 VIP 观看</Trans>}
        </button>
      </div>
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
    </div>
  );
}
