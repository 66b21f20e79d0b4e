import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReaderScreen } from '../../features/reader/ReaderScreen';
import { ReaderSearch } from '../../features/reader/search-params';

export const Route = createFileRoute('/manga/manga_content')({
  staticData: { name: 'manga_content', title: msg`阅读` },
  validateSearch: ReaderSearch,
  component: function Reader() {
    const { id, chapter, page } = Route.useSearch();
    return <ReaderScreen key={id} workId={id} chapterId={chapter} page={page} />;
  },
});
