import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VideoHomeScreen } from '../../features/home/VideoHomeScreen';

export const Route = createFileRoute('/video/')({
  staticData: { name: 'video', title: msg`视频`, keepAlive: true },
  component: VideoHomeScreen,
});
