import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/special_column/end_list')({
  staticData: { name: 'end_list', title: msg`完结` },
  component: () => <Upcoming kind="discover" />,
});
