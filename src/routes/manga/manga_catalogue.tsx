import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/manga/manga_catalogue')({
  staticData: { name: 'manga_catalogue', title: msg`目录` },
  component: () => <Upcoming kind="comic" />,
});
