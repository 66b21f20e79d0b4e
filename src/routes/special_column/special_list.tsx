import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TopicSearch } from '../../features/discover/search-params';
import { SpecialListScreen } from '../../features/special/SpecialListScreen';

export const Route = createFileRoute('/special_column/special_list')({
  staticData: { name: 'special_list', title: msg`专题` },
  validateSearch: TopicSearch,
  component: function Topics() {
    const { id } = Route.useSearch();
    return <SpecialListScreen key={id ?? 0} id={id} />;
  },
});
