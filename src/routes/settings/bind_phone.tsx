import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PhoneScreen } from '../../features/account/credentials/PhoneScreen';

export const Route = createFileRoute('/settings/bind_phone')({
  staticData: { name: 'bind_phone', title: msg`绑定手机` },
  component: PhoneScreen,
});
