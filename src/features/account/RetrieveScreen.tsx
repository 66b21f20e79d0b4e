import { Upcoming } from '../common/Upcoming';

export function RetrieveScreen() {
  return <Upcoming kind="growth" />;
}
