import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkDetailScreen } from '../../features/detail/WorkDetailScreen';
import { DetailSearch } from '../../works/work-search';

export const Route = createFileRoute('/manga/manga_index')({
  staticData: { name: 'manga_index', title: msg`漫画详情` },
  validateSearch: DetailSearch,
  component: function Detail() {
    const { id } = Route.useSearch();
    return <WorkDetailScreen key={id} id={id} kind="comic" />;
  },
});
