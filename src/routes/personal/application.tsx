import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/personal/application')({
  staticData: { name: 'application', title: msg`应用中心` },
  component: () => <Upcoming kind="growth" />,
});
