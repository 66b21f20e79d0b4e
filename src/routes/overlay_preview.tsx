import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OverlayPreview } from '../app/overlay/OverlayPreview';
import { HomeScreen } from '../features/home/HomeScreen';

// The console's phone-frame preview of the start-up overlay: the home with a draft overlay over it.
export const Route = createFileRoute('/overlay_preview')({
  staticData: { name: 'overlay_preview', title: msg`首页` },
  component: () => (
    <HomeScreen>
      <OverlayPreview />
    </HomeScreen>
  ),
});
