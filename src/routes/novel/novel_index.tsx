import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/novel/novel_index')({
  staticData: { name: 'novel_index', title: msg`小说详情` },
  component: () => <Upcoming kind="novel" />,
});
