import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GenderScreen } from '../../features/account/profile/GenderScreen';

export const Route = createFileRoute('/settings/gender')({
  staticData: { name: 'gender', title: msg`性别` },
  component: GenderScreen,
});
