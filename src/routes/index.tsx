import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StartupOverlay } from '../app/overlay/StartupOverlay';
import { HomeScreen } from '../features/home/HomeScreen';

export const Route = createFileRoute('/')({
  staticData: { name: 'index', title: msg`首页`, keepAlive: true },
  // The startup overlay is the app's; it shows over the home.
  component: () => (
    <HomeScreen>
      <StartupOverlay />
    </HomeScreen>
  ),
});
