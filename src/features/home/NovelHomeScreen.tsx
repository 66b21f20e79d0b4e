import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { HomeShell } from './HomeShell';

export function NovelHomeScreen() {
  return (
    <HomeShell active="/novel">
      <EmptyState icon="book" title={<Trans>敬请期待</Trans>}>
        <Trans>小说书库正在上新，精彩作品马上就到。</Trans>
      </EmptyState>
    </HomeShell>
  );
}
