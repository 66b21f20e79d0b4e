import type { ReactNode } from 'react';
import { HomeFeed } from './HomeFeed';
import { HomeShell } from './HomeShell';

/** `/`: the comic channel's home; `children` is what the route lays over it (the startup overlay). */
export function HomeScreen({ children }: { children?: ReactNode }) {
  return (
    <HomeShell channel="comic">
      <HomeFeed channel="comic" />
      {children}
    </HomeShell>
  );
}
