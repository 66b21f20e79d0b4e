import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/list_column/home_index')({
  staticData: { name: 'list_column_video', title: msg`推荐栏目` },
  component: () => <Upcoming kind="discover" />,
});
