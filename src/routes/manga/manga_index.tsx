import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/manga/manga_index')({
  staticData: { name: 'manga_index', title: msg`漫画详情` },
  component: () => <Upcoming kind="comic" />,
});
