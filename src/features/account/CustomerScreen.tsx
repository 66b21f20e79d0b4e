import { Upcoming } from '../common/Upcoming';

export function CustomerScreen() {
  return <Upcoming kind="growth" />;
}
