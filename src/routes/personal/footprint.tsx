import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/personal/footprint')({
  staticData: { name: 'footprint', title: msg`浏览记录` },
  component: () => <Upcoming kind="library" />,
});
