/** 绑定手机: SMS is not offered by this service; email does the same job, so point there. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

export function PhoneScreen() {
  return (
    <EmptyState
      icon="lock"
      title={<Trans>暂不支持绑定手机</Trans>}
      action={
        <Link to="/settings/email" className={buttonClass()}>
          <Trans>绑定邮箱</Trans>
        </Link>
      }
    >
      <Trans>手机号绑定暂未开放，绑定邮箱同样可以在其他设备登录、找回账号。</Trans>
    </EmptyState>
  );
}
