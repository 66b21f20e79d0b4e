import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvitationScreen } from '../../features/growth/InvitationScreen';

export const Route = createFileRoute('/personal/invitation')({
  staticData: { name: 'invitation', title: msg`填写邀请码` },
  component: InvitationScreen,
});
