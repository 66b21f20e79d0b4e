import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChapterListScreen } from '../../features/detail/chapter-list/ChapterListScreen';
import { ChapterListSearch } from '../../works/work-search';

export const Route = createFileRoute('/novel/novel_catalogue')({
  staticData: { name: 'novel_catalogue', title: msg`目录` },
  validateSearch: ChapterListSearch,
  component: function Catalogue() {
    const { id, order } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ChapterListScreen
        key={id}
        id={id}
        kind="novel"
        order={order}
        onOrder={(next) => void navigate({ search: { id, order: next }, replace: true })}
      />
    );
  },
});
