import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NovelHomeScreen } from '../../features/home/NovelHomeScreen';

export const Route = createFileRoute('/novel/')({
  staticData: { name: 'novel', title: msg`小说`, keepAlive: true },
  component: NovelHomeScreen,
});
