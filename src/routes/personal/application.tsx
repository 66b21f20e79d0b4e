import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AppsScreen } from '../../features/growth/AppsScreen';

export const Route = createFileRoute('/personal/application')({
  staticData: { name: 'application', title: msg`应用中心` },
  component: AppsScreen,
});
