import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VideoColumnScreen } from '../../features/discover/VideoColumnScreen';

export const Route = createFileRoute('/video/video_column')({
  staticData: { name: 'video_column', title: msg`视频专栏`, keepAlive: true },
  component: VideoColumnScreen,
});
