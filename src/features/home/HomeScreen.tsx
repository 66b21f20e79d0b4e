import { HomeFeed } from './HomeFeed';
import { HomeShell } from './HomeShell';
import { StartupOverlay } from './overlay/StartupOverlay';

/** `/`: the comic channel's home, and the startup overlay (spec §2 "Home screen"). */
export function HomeScreen() {
  return (
    <HomeShell channel="comic">
      <HomeFeed channel="comic" />
      <StartupOverlay />
    </HomeShell>
  );
}
