import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CheckInScreen } from '../features/wallet/CheckInScreen';

export const Route = createFileRoute('/sign_in')({
  staticData: { name: 'sign_in', title: msg`每日签到` },
  component: CheckInScreen,
});
