import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/novel/novel_content')({
  staticData: { name: 'novel_content', title: msg`阅读` },
  component: () => <Upcoming kind="novel" />,
});
