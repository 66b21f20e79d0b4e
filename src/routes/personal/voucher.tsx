import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VoucherScreen } from '../../features/account/VoucherScreen';

export const Route = createFileRoute('/personal/voucher')({
  staticData: { name: 'voucher', title: msg`账号凭证` },
  component: VoucherScreen,
});
