import { Upcoming } from '../common/Upcoming';

export function InvitationScreen() {
  return <Upcoming kind="growth" />;
}
