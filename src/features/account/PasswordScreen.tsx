import { Upcoming } from '../common/Upcoming';

export function PasswordScreen() {
  return <Upcoming kind="growth" />;
}
