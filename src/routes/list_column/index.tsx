import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/list_column/')({
  staticData: { name: 'list_column', title: msg`栏目` },
  component: () => <Upcoming kind="discover" />,
});
