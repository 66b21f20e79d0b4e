import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FreeListScreen } from '../../features/special/FreeListScreen';

export const Route = createFileRoute('/special_column/free_list')({
  staticData: { name: 'free_list', title: msg`限时免费` },
  component: FreeListScreen,
});
