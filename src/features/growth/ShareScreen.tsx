import { Upcoming } from '../common/Upcoming';

export function ShareScreen() {
  return <Upcoming kind="growth" />;
}
