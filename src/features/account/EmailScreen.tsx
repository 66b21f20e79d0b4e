import { Upcoming } from '../common/Upcoming';

export function EmailScreen() {
  return <Upcoming kind="growth" />;
}
