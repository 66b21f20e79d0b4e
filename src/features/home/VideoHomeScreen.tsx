import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { HomeShell } from './HomeShell';

export function VideoHomeScreen() {
  return (
    <HomeShell active="/video">
      <EmptyState icon="video" title={<Trans>敬请期待</Trans>}>
        <Trans>视频片库正在上新，精彩内容马上就到。</Trans>
      </EmptyState>
    </HomeShell>
  );
}
