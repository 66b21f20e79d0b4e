/**
 * The notices, one at a time: type 2 in the swipe-style pop-up, the others in the
 * content pop-up. 我知道了 (and Escape) shows the next and closes after the last; 应用中心 does
 * the same and opens the application page. A notice counts as shown once it is on screen.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Notice } from '../../../core/contract/site';
import { Popup } from '../../../ui/Popup';
import { NoticeDialog } from './NoticeDialog';
import { NoticeSwiper } from './NoticeSwiper';
import { useLabelIds } from './notice-card';

export function NoticePopups({
  notices,
  swipeCount,
  index,
  onNext,
  onShown,
}: {
  /** In order: the first `swipeCount` go to the swipe-style pop-up (see overlay-plan.ts). */
  notices: readonly Notice[];
  swipeCount: number;
  index: number;
  onNext: () => void;
  onShown: (notice: Notice) => void;
}) {
  const navigate = useNavigate();
  const labelIds = useLabelIds();
  const notice = notices[index];

  useEffect(() => {
    if (notice) onShown(notice);
  }, [notice, onShown]);

  if (!notice) return null;
  const swipe = index < swipeCount;
  const card = {
    notice,
    labelIds,
    onGotIt: onNext,
    onAppCentre: () => {
      onNext();
      navigate({ to: '/personal/application' });
    },
  };

  return (
    // One dialog per style: between notices of a style only the card changes (and takes focus).
    <Popup
      key={swipe ? 'swipe' : 'content'}
      aria-labelledby={labelIds.title}
      aria-describedby={labelIds.content}
      onEscape={onNext}
    >
      {swipe ? (
        <NoticeSwiper key={notice.id} {...card} position={index} total={swipeCount} />
      ) : (
        <NoticeDialog key={notice.id} {...card} />
      )}
    </Popup>
  );
}
