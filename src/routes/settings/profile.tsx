import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/account/profile/ProfileScreen';

export const Route = createFileRoute('/settings/profile')({
  staticData: { name: 'profile', title: msg`头像` },
  component: ProfileScreen,
});
