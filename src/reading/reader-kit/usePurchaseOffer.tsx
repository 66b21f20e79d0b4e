/**
 * The purchase sheet of a reader: offered once per locked chapter the reader reaches (the menu
 * closes for it), opened again from the lock's button; a purchase says so and opens the chapter.
 * The sheet's code comes when it is first offered, not with the reader's first screen.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { showToast } from '../../state/toast';
import { useOnDemand } from '../../ui/useOnDemand';
import type { PurchaseSheet } from '../PurchaseSheet';

const loadSheet = () => import('../PurchaseSheet').then((module) => module.PurchaseSheet);

export interface PurchaseOffer {
  /** Opens the sheet for this chapter. */
  offer: (chapterId: number) => void;
  /** Whether the sheet is open (it has the keyboard). */
  open: boolean;
  sheet: ReactNode;
}

export function usePurchaseOffer({
  kind,
  reached,
  contentOf,
  onOffered,
  onBought,
}: {
  kind: 'comic' | 'novel';
  /** The chapter the reader is in: offered once, if locked. */
  reached: ChapterContentAnswer | null;
  contentOf: (chapterId: number | null) => ChapterContentAnswer | null;
  /** The sheet was offered unasked (the menu makes way). */
  onOffered: () => void;
  /** Bought (or found bought): open it. */
  onBought: (chapterId: number) => void;
}): PurchaseOffer {
  const { i18n } = useLingui();
  const [sheetFor, setSheetFor] = useState<number | null>(null);
  const sheet = useOnDemand<ComponentProps<typeof PurchaseSheet>>(loadSheet, () => setSheetFor(null));
  const offer = (chapterId: number) => {
    setSheetFor(chapterId);
    sheet.open();
  };
  const offered = useRef(new Set<number>());
  const offerUnasked = useRef(offer);
  offerUnasked.current = (chapterId) => {
    onOffered();
    offer(chapterId);
  };

  useEffect(() => {
    if (!reached || reached.readable || offered.current.has(reached.chapter.id)) return;
    offered.current.add(reached.chapter.id);
    offerUnasked.current(reached.chapter.id);
  }, [reached]);

  const content = contentOf(sheetFor);
  const bought = (chapterId: number, charged: boolean) => {
    setSheetFor(null);
    const again = kind === 'comic' ? msg`已购买过本话，未重复扣费` : msg`已购买过本章，未重复扣费`;
    showToast(charged ? i18n._(msg`购买成功`) : i18n._(again), { type: 'success' });
    onBought(chapterId);
  };

  return {
    offer,
    open: sheetFor !== null,
    sheet: sheetFor !== null && content && !content.readable && sheet.Shown && (
      <sheet.Shown
        content={content}
        onClose={() => setSheetFor(null)}
        onBought={(result) => bought(content.chapter.id, result.charged)}
      />
    ),
  };
}
