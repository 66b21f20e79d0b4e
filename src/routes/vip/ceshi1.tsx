import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/vip/ceshi1')({
  staticData: { name: 'vip', title: msg`会员中心` },
  component: () => <Upcoming kind="wallet" />,
});
