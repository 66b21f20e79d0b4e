import { Upcoming } from '../common/Upcoming';

export function LoginScreen() {
  return <Upcoming kind="growth" />;
}
