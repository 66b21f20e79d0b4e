import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/personal/recharge')({
  staticData: { name: 'recharge', title: msg`金币充值` },
  component: () => <Upcoming kind="wallet" />,
});
