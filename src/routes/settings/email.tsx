import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmailScreen } from '../../features/account/credentials/EmailScreen';

export const Route = createFileRoute('/settings/email')({
  staticData: { name: 'email', title: msg`绑定邮箱` },
  component: EmailScreen,
});
