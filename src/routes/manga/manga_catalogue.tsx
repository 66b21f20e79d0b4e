import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ChapterListScreen } from '../../features/detail/chapter-list/ChapterListScreen';
import { DetailSearch } from '../../features/discover/search-params';

const CatalogueSearch = v.object({
  ...DetailSearch.entries,
  order: v.fallback(v.picklist(['asc', 'desc']), 'asc'),
});

export const Route = createFileRoute('/manga/manga_catalogue')({
  staticData: { name: 'manga_catalogue', title: msg`目录` },
  validateSearch: CatalogueSearch,
  component: function Catalogue() {
    const { id, order } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ChapterListScreen
        key={id}
        id={id}
        kind="comic"
        order={order}
        onOrder={(next) => void navigate({ search: { id, order: next }, replace: true })}
      />
    );
  },
});
