import { Upcoming } from '../common/Upcoming';

export function PhoneScreen() {
  return <Upcoming kind="growth" />;
}
