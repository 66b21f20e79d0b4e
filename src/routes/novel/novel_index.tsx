import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WorkDetailScreen } from '../../features/detail/WorkDetailScreen';
import { DetailSearch } from '../../works/work-search';

export const Route = createFileRoute('/novel/novel_index')({
  staticData: { name: 'novel_index', title: msg`小说详情` },
  validateSearch: DetailSearch,
  component: function Detail() {
    const { id } = Route.useSearch();
    return <WorkDetailScreen key={id} id={id} kind="novel" />;
  },
});
