import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionScreen } from '../../features/growth/PromotionScreen';

export const Route = createFileRoute('/settings/promotion')({
  staticData: { name: 'promotion', title: msg`分享推广` },
  component: PromotionScreen,
});
