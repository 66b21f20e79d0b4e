import { Upcoming } from '../common/Upcoming';

export function NicknameScreen() {
  return <Upcoming kind="growth" />;
}
