import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SpecialHubScreen } from '../../features/special/SpecialHubScreen';

export const Route = createFileRoute('/special_column/')({
  staticData: { name: 'special_column', title: msg`专栏` },
  component: SpecialHubScreen,
});
