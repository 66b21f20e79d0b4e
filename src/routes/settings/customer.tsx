import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerScreen } from '../../features/account/CustomerScreen';

export const Route = createFileRoute('/settings/customer')({
  staticData: { name: 'customer', title: msg`在线客服` },
  component: CustomerScreen,
});
