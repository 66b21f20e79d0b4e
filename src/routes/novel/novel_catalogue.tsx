import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/novel/novel_catalogue')({
  staticData: { name: 'novel_catalogue', title: msg`目录` },
  component: () => <Upcoming kind="novel" />,
});
