import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VipSearch } from '../../features/wallet/search-params';
import { VipScreen } from '../../features/wallet/VipScreen';

export const Route = createFileRoute('/vip/ceshi1')({
  staticData: { name: 'vip', title: msg`会员中心` },
  validateSearch: VipSearch,
  component: function Vip() {
    const { order } = Route.useSearch();
    return <VipScreen orderNo={order} path="/vip/ceshi1" />;
  },
});
