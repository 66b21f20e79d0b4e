/**
 * A screen whose code cannot be fetched makes the router reload the page, once per error (its lazy
 * route components: a new deployment may have replaced the code). Offline, that reload puts the
 * browser's own offline page in place of the app, so offline the router finds its mark for the
 * error already set (sessionStorage, as its lazy components read it) and shows the screen's error
 * view instead (网络异常，请检查连接, which fetches the code again once the network is back). The
 * marks set here are taken off when the network returns: a failure then may be a deployment again.
 */
import { app, isOffline } from '../state/app';

const RELOAD_MARK = 'tanstack_router_reload:';

/** Sets the mark unless it is there already; false when it was, or when storage refuses. */
function markOnce(key: string): boolean {
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

export function keepScreensInAppOffline(): void {
  const marks = new Set<string>();
  // Vite's loader of a screen's code announces each failure before the router sees it.
  addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!(error instanceof Error) || !isOffline(app)) return;
    const key = RELOAD_MARK + error.message;
    if (markOnce(key)) marks.add(key);
  });
  addEventListener('online', () => {
    for (const key of marks) sessionStorage.removeItem(key);
    marks.clear();
  });
}
