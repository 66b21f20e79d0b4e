import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PasswordScreen } from '../../features/account/credentials/PasswordScreen';

export const Route = createFileRoute('/settings/update_password')({
  staticData: { name: 'update_password', title: msg`账号设置` },
  component: PasswordScreen,
});
