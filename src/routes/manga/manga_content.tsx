import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/manga/manga_content')({
  staticData: { name: 'manga_content', title: msg`阅读` },
  component: () => <Upcoming kind="comic" />,
});
