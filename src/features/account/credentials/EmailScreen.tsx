/** 绑定邮箱: a guest becomes a recoverable account; a bound one sees its email. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { buttonClass } from '../../../ui/Button';
import { FormNote } from '../../../ui/Form';
import { bindEmail } from '../account.api';
import styles from '../forms.module.css';
import { CredentialsForm } from './CredentialsForm';

export function EmailScreen() {
  const { t } = useLingui();
  const { info } = useSnapshot(user);

  if (info?.email) {
    return (
      <div className={styles.page}>
        <div className={styles.summary}>
          <span className={styles.summaryLabel}>
            <Trans>已绑定邮箱</Trans>
          </span>
          <span className={styles.summaryValue}>{info.email}</span>
        </div>
        <div className={styles.actions}>
          <Link to="/settings/update_password" className={buttonClass('ghost')}>
            <Trans>修改密码</Trans>
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.lead}>
          <Trans>绑定邮箱后，可以在任何设备上用邮箱和密码登录，金币与记录不会丢失。</Trans>
        </p>
      </div>
      <CredentialsForm
        mode="register"
        onSubmit={async (credentials) => {
          await bindEmail(credentials);
          showToast(t`绑定成功`, { type: 'success' });
        }}
        footer={
          <FormNote>
            <Trans>一个邮箱只能绑定一个账号。</Trans>
          </FormNote>
        }
      />
    </div>
  );
}
