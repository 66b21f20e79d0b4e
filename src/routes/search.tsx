import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../features/common/Upcoming';

export const Route = createFileRoute('/search')({
  staticData: { name: 'search', title: msg`搜索` },
  component: () => <Upcoming kind="discover" />,
});
