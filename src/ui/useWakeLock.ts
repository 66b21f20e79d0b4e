/**
 * Keeps the screen on while the reader is open (Screen Wake Lock API). The browser drops the lock
 * whenever the page is hidden, so it is asked for again each time the page comes back. Where the
 * API is missing or refuses (no user gesture yet, battery saver, an insecure origin) nothing
 * happens: the screen just sleeps as usual.
 */
import { useEffect } from 'react';

export function useWakeLock(active = true): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (live) sentinel = lock;
        else void lock.release().catch(() => {});
      } catch {
        // Refused: not an error for the reader.
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    // Some browsers refuse until the first gesture: try again then.
    window.addEventListener('pointerdown', onVisibility, { passive: true });
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pointerdown', onVisibility);
      void sentinel?.release().catch(() => {});
      sentinel = null;
    };
  }, [active]);
}
