import { HomeFeed } from './HomeFeed';
import { HomeShell } from './HomeShell';

export function VideoHomeScreen() {
  return (
    <HomeShell channel="video">
      <HomeFeed channel="video" />
    </HomeShell>
  );
}
