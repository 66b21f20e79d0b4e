import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/special_column/today_list')({
  staticData: { name: 'today_list', title: msg`每日更新` },
  component: () => <Upcoming kind="discover" />,
});
