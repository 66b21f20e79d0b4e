import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkDetailScreen } from '../features/detail/WorkDetailScreen';
import { DetailSearch } from '../features/discover/search-params';

export const Route = createFileRoute('/video_index')({
  staticData: { name: 'video_index', title: msg`视频详情` },
  validateSearch: DetailSearch,
  component: function Detail() {
    const { id } = Route.useSearch();
    return <WorkDetailScreen key={id} id={id} kind="video" />;
  },
});
