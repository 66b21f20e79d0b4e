import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NovelReaderScreen } from '../../features/novel/NovelReaderScreen';
import { NovelSearch } from '../../features/novel/search-params';

export const Route = createFileRoute('/novel/novel_content')({
  staticData: { name: 'novel_content', title: msg`阅读` },
  validateSearch: NovelSearch,
  component: function NovelReader() {
    const { id, chapter, offset } = Route.useSearch();
    return <NovelReaderScreen key={id} workId={id} chapterId={chapter} offset={offset} />;
  },
});
