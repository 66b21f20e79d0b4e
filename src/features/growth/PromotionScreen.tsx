import { Upcoming } from '../common/Upcoming';

export function PromotionScreen() {
  return <Upcoming kind="growth" />;
}
