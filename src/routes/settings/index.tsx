import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/account/SettingsScreen';

export const Route = createFileRoute('/settings/')({
  staticData: { name: 'settings', title: msg`设置` },
  component: SettingsScreen,
});
