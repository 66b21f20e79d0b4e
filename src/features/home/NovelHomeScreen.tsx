import { HomeFeed } from './HomeFeed';
import { HomeShell } from './HomeShell';

export function NovelHomeScreen() {
  return (
    <HomeShell channel="novel">
      <HomeFeed channel="novel" />
    </HomeShell>
  );
}
