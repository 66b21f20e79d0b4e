import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

export function NotFoundScreen() {
  return (
    <EmptyState
      icon="empty"
      title={<Trans>页面不存在</Trans>}
      action={
        <Link to="/" replace className={buttonClass()}>
          <Trans>返回首页</Trans>
        </Link>
      }
    >
      <Trans>你访问的页面可能已被移除，或者地址有误。</Trans>
    </EmptyState>
  );
}
