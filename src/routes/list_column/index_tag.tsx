import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/list_column/index_tag')({
  staticData: { name: 'list_column_tag', title: msg`标签` },
  component: () => <Upcoming kind="discover" />,
});
