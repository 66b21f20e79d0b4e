/**
 * A screen's own top bar for routes where the spec hides the app's nav bar (search, catalogue,
 * lists…): a reader in a standalone PWA has no browser back button. Renders nothing when the
 * app's nav bar is already showing, so no screen gets two.
 */
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { app } from '../state/app';
import { NavBar } from './NavBar';
import { NAV_BAR_HIDDEN } from './route-meta';
import { useStoreValue } from './useStoreValue';

export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  const name = useRouterState({ select: (s) => s.matches.at(-1)?.staticData?.name });
  const isNavBar = useStoreValue(app, (s) => s.isNavBar);
  if (isNavBar && name && !NAV_BAR_HIDDEN.has(name)) return null;
  return <NavBar title={title}>{children}</NavBar>;
}
