import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Upcoming } from '../../features/common/Upcoming';

export const Route = createFileRoute('/personal/record_gold')({
  staticData: { name: 'record_gold', title: msg`金币记录` },
  component: () => <Upcoming kind="wallet" />,
});
