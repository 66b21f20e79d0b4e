import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/personal/record_pay')({
  staticData: { name: 'record_pay', title: msg`购买记录` },
  component: () => <Upcoming kind="wallet" />,
});
