/**
 * Fullscreen for the player box (our controls stay), turned to landscape where the browser lets a
 * page lock the orientation (Android, installed apps); iPhone Safari only has the video element's
 * own fullscreen. Picture-in-Picture where the browser offers it.
 */

interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

type OrientationWithLock = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

export const isFullscreen = (box: HTMLElement | null) => !!box && document.fullscreenElement === box;

export function canFullscreen(): boolean {
  return !!document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype;
}

export async function enterFullscreen(box: HTMLElement, video: HTMLVideoElement): Promise<void> {
  if (box.requestFullscreen && document.fullscreenEnabled) {
    await box.requestFullscreen({ navigationUI: 'hide' }).catch(() => {});
    // A portrait clip stays upright; a wide one turns the phone sideways where allowed.
    if (video.videoWidth >= video.videoHeight) {
      await (screen.orientation as OrientationWithLock | undefined)?.lock?.('landscape').catch(() => {});
    }
    return;
  }
  (video as WebkitVideo).webkitEnterFullscreen?.();
}

export async function exitFullscreen(): Promise<void> {
  try {
    screen.orientation?.unlock?.();
  } catch {
    // no lock to release
  }
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => {});
}

export const canPictureInPicture = () => !!document.pictureInPictureEnabled;

export async function togglePictureInPicture(video: HTMLVideoElement): Promise<void> {
  if (document.pictureInPictureElement) await document.exitPictureInPicture().catch(() => {});
  else await video.requestPictureInPicture().catch(() => {});
}

/** iPhone Safari ignores volume from a page (the hardware buttons own it). */
export function canSetVolume(): boolean {
  const probe = document.createElement('video');
  probe.volume = 0.5;
  return probe.volume === 0.5;
}
