import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PurchaseScreen } from '../../features/records/PurchaseScreen';

export const Route = createFileRoute('/personal/purchase')({
  staticData: { name: 'purchase', title: msg`我的购买` },
  component: PurchaseScreen,
});
