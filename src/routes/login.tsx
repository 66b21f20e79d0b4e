import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../features/account/credentials/LoginScreen';

export const Route = createFileRoute('/login')({
  staticData: { name: 'login', title: msg`登录` },
  component: LoginScreen,
});
