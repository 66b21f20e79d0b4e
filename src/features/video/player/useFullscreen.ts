/** The player box's fullscreen, and what else this browser offers the player (Picture-in-Picture, a settable volume). */
import { type RefObject, useCallback, useEffect, useState } from 'react';
import {
  canFullscreen,
  canPictureInPicture,
  canSetVolume,
  enterFullscreen,
  exitFullscreen,
  isFullscreen,
  togglePictureInPicture,
} from './fullscreen';

interface Offers {
  fullscreen: boolean;
  pip: boolean;
  volume: boolean;
}

let offered: Offers | undefined;

/**
 * What this browser offers the player: the same for every video element of the page, so known at
 * the first render (the buttons it adds are drawn with the controls beside them, not in a second
 * render forced by the commit that mounts the player).
 */
function browserOffers(): Offers {
  offered ??= { fullscreen: canFullscreen(), pip: canPictureInPicture(), volume: canSetVolume() };
  return offered;
}

export function useFullscreen(box: RefObject<HTMLDivElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const offers = browserOffers();

  useEffect(() => {
    const onChange = () => setFullscreen(isFullscreen(box.current));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [box]);

  const toggle = useCallback(() => {
    if (!box.current || !video.current) return;
    if (isFullscreen(box.current)) void exitFullscreen();
    else void enterFullscreen(box.current, video.current);
  }, [box, video]);

  const pip = offers.pip ? () => video.current && void togglePictureInPicture(video.current) : null;

  return { fullscreen, toggle, offers, pip };
}
