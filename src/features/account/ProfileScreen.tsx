import { Upcoming } from '../common/Upcoming';

export function ProfileScreen() {
  return <Upcoming kind="growth" />;
}
