/** The signed-in operator: who they are, signing out here or on every device. */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { SessionAnswer } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { signOut, signOutEverywhere } from '../../api/session';
import { Button } from '../../ui/Button';
import { ROLE_NAMES } from '../../ui/labels';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import styles from './AccountScreen.module.css';

export function AccountScreen({ session }: { session: SessionAnswer }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const out = async (how: () => Promise<void>) => {
    try {
      await how();
      await navigate({ to: '/sign-in' });
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    }
  };
  return (
    <>
      <PageHeader title={t`我的账号`} />
      <Panel>
        <dl className={styles.facts}>
          <dt>{t`邮箱`}</dt>
          <dd>{session.operator.email}</dd>
          <dt>{t`角色`}</dt>
          <dd>{i18n._(ROLE_NAMES[session.operator.role])}</dd>
          <dt>{t`自动退出`}</dt>
          <dd>{t`${session.idle_minutes} 分钟无操作后`}</dd>
        </dl>
        <div className={styles.actions}>
          <Button onClick={() => void out(signOut)}>{t`退出登录`}</Button>
          <Button variant="danger" onClick={() => void out(signOutEverywhere)}>
            {t`在所有设备上退出`}
          </Button>
        </div>
      </Panel>
    </>
  );
}
