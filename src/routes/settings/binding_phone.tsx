import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PhoneScreen } from '../../features/account/credentials/PhoneScreen';

export const Route = createFileRoute('/settings/binding_phone')({
  staticData: { name: 'binding_phone', title: msg`更换手机` },
  component: () => <PhoneScreen change />,
});
