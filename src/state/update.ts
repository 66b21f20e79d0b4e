/**
 * A new version of the app waiting to take over (see app/service-worker.ts). Kept apart from the
 * registration so that the prompt renders without loading workbox-window.
 */
import { proxy } from 'valtio';

export const update = proxy({
  /** A new version is installed and waits for the reader's word or the next navigation. */
  waiting: false,
  /** The reader closed the prompt: it comes back with the next version, not this one. */
  dismissed: false,
  /** A video is playing: the prompt waits until it pauses (see features/video/player). */
  mediaPlaying: false,
});

/** What a check for a new version found: one on its way (the prompt follows), none, or no answer. */
export type UpdateCheck = 'found' | 'latest' | 'failed';

let applyUpdate: () => void = () => {};
let check: () => Promise<UpdateCheck> = async () => 'latest';

export function onCheckForUpdate(run: () => Promise<UpdateCheck>): void {
  check = run;
}

/** Looks for a new version now (设置 → 检查更新). */
export function checkForUpdate(): Promise<UpdateCheck> {
  update.dismissed = false;
  return check();
}

export function onApplyUpdate(apply: () => void): void {
  applyUpdate = apply;
}

export function acceptUpdate(): void {
  applyUpdate();
}

export function dismissUpdate(): void {
  update.dismissed = true;
}
