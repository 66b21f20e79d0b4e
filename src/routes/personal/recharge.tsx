import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RechargeScreen } from '../../features/wallet/RechargeScreen';
import { RechargeSearch } from '../../features/wallet/search-params';

export const Route = createFileRoute('/personal/recharge')({
  staticData: { name: 'recharge', title: msg`金币充值` },
  validateSearch: RechargeSearch,
  component: function Recharge() {
    const { order, back } = Route.useSearch();
    return <RechargeScreen orderNo={order} back={back} />;
  },
});
