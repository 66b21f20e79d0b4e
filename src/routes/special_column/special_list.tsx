import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/special_column/special_list')({
  staticData: { name: 'special_list', title: msg`专题` },
  component: () => <Upcoming kind="discover" />,
});
