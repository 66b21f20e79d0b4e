import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../features/common/Upcoming';

export const Route = createFileRoute('/comic')({
  staticData: { name: 'comic', title: msg`漫画` },
  component: () => <Upcoming kind="discover" />,
});
