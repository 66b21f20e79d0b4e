import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../features/common/Upcoming';

export const Route = createFileRoute('/catalogue')({
  staticData: { name: 'catalogue', title: msg`分类` },
  component: () => <Upcoming kind="discover" />,
});
