/**
 * A component whose code is fetched when the reader first asks for it (a sheet behind a button),
 * not with the screen that holds the button: it is not in front of that screen's first paint.
 * `open` fetches it (at once once it is in) and shows it; a fetch that fails (offline before the
 * worker kept the build) says so, calls `onFailed` (the caller forgets what it was opening) and
 * leaves the screen as it was. The browser keeps a module that failed for the page's life: it is
 * fetched again once the page is opened again. `warm` starts the fetch on a press, before its click.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ComponentType, useState } from 'react';
import { showToast } from '../state/toast';

export interface OnDemand<P> {
  /** The component while it is shown, else null. */
  Shown: ComponentType<P> | null;
  open: () => void;
  close: () => void;
  warm: () => void;
}

export function useOnDemand<P>(load: () => Promise<ComponentType<P>>, onFailed?: () => void): OnDemand<P> {
  const { i18n } = useLingui();
  const [shown, setShown] = useState<ComponentType<P> | null>(null);
  return {
    Shown: shown,
    open: () =>
      void load().then(
        (component) => setShown(() => component),
        () => {
          showToast(i18n._(msg`网络异常，请检查连接`));
          onFailed?.();
        },
      ),
    close: () => setShown(null),
    warm: () => void load().catch(() => {}),
  };
}
