import { Upcoming } from '../common/Upcoming';

export function GenderScreen() {
  return <Upcoming kind="growth" />;
}
