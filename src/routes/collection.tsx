import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../features/common/Upcoming';

export const Route = createFileRoute('/collection')({
  staticData: { name: 'collection', title: msg`我的收藏` },
  component: () => <Upcoming kind="library" />,
});
