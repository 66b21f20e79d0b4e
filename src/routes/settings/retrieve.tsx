import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RetrieveScreen } from '../../features/account/credentials/RetrieveScreen';

export const Route = createFileRoute('/settings/retrieve')({
  staticData: { name: 'retrieve', title: msg`找回账号` },
  component: RetrieveScreen,
});
