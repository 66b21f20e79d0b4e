import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VideoSearch } from '../features/video/search-params';
import { VideoScreen } from '../features/video/VideoScreen';

export const Route = createFileRoute('/video_index')({
  staticData: { name: 'video_index', title: msg`视频详情` },
  validateSearch: VideoSearch,
  component: function Video() {
    const { id, episode } = Route.useSearch();
    return <VideoScreen key={id} id={id} episode={episode} />;
  },
});
