import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../ui/EmptyState';
import { HomeShell } from './HomeShell';

export function HomeScreen() {
  return (
    <HomeShell active="/">
      <EmptyState icon="comic" title={<Trans>敬请期待</Trans>}>
        <Trans>漫画书架正在上新，精彩作品马上就到。</Trans>
      </EmptyState>
    </HomeShell>
  );
}
