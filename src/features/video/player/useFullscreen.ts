/** The player box's fullscreen, and what else this browser offers the player (Picture-in-Picture, a settable volume). */
import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import {
  canFullscreen,
  canPictureInPicture,
  canSetVolume,
  enterFullscreen,
  exitFullscreen,
  isFullscreen,
  togglePictureInPicture,
} from './fullscreen';

export function useFullscreen(box: RefObject<HTMLDivElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const [offers, setOffers] = useState({ fullscreen: false, pip: false, volume: false });

  // What this browser offers, known once the element exists: before the first paint, so that the
  // buttons it adds do not move the controls beside them.
  useLayoutEffect(() => {
    setOffers({
      fullscreen: canFullscreen(video.current),
      pip: canPictureInPicture(video.current),
      volume: canSetVolume(),
    });
    const onChange = () => setFullscreen(isFullscreen(box.current));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [box, video]);

  const toggle = useCallback(() => {
    if (!box.current || !video.current) return;
    if (isFullscreen(box.current)) void exitFullscreen();
    else void enterFullscreen(box.current, video.current);
  }, [box, video]);

  const pip = offers.pip && video.current ? () => video.current && void togglePictureInPicture(video.current) : null;

  return { fullscreen, toggle, offers, pip };
}
