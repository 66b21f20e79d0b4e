import { Upcoming } from '../common/Upcoming';

export function VoucherScreen() {
  return <Upcoming kind="growth" />;
}
