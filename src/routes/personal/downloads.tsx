import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DownloadsScreen } from '../../features/downloads/DownloadsScreen';

export const Route = createFileRoute('/personal/downloads')({
  staticData: { name: 'downloads', title: msg`我的下载` },
  component: DownloadsScreen,
});
