import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NicknameScreen } from '../../features/account/profile/NicknameScreen';

export const Route = createFileRoute('/settings/nickname')({
  staticData: { name: 'nickname', title: msg`昵称` },
  component: NicknameScreen,
});
