import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/list_column/index_novel')({
  staticData: { name: 'list_column_novel', title: msg`小说栏目` },
  component: () => <Upcoming kind="discover" />,
});
