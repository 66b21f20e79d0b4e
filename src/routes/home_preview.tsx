import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePreview } from '../features/home/HomePreview';

// The console's phone-frame preview of a draft home layout, laid out as the home is (its tab bar, no nav bar).
export const Route = createFileRoute('/home_preview')({
  staticData: { name: 'index', title: msg`首页` },
  component: HomePreview,
});
