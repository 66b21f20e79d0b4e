import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ShareScreen } from '../../features/growth/ShareScreen';

export const Route = createFileRoute('/personal/share')({
  staticData: { name: 'share', title: msg`我的分享` },
  component: ShareScreen,
});
