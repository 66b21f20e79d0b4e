import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../features/common/Upcoming';

export const Route = createFileRoute('/video_index')({
  staticData: { name: 'video_index', title: msg`视频详情` },
  component: () => <Upcoming kind="video" />,
});
