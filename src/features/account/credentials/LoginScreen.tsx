/** 登录: log in with email and password, or register by binding an email to this guest account. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../../state/toast';
import { FormNote } from '../../../ui/Form';
import { Segmented } from '../../../ui/Segmented';
import { bindEmail, loginWithEmail } from '../account.api';
import styles from '../forms.module.css';
import { CredentialsForm, type CredentialsMode } from './CredentialsForm';

export function LoginScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [mode, setMode] = useState<CredentialsMode>('login');

  const done = (message: string) => {
    showToast(message, { type: 'success' });
    navigate({ to: '/personal', replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{mode === 'login' ? <Trans>欢迎回来</Trans> : <Trans>注册账号</Trans>}</h1>
        <p className={styles.lead}>
          {mode === 'login' ? (
            <Trans>登录后，收藏、记录和金币在所有设备上同步。</Trans>
          ) : (
            <Trans>绑定邮箱即完成注册，当前游客账号的金币和记录会全部保留。</Trans>
          )}
        </p>
        <Segmented<CredentialsMode>
          label={t`登录方式`}
          value={mode}
          options={[
            { value: 'login', label: t`登录` },
            { value: 'register', label: t`注册` },
          ]}
          onChange={setMode}
        />
      </div>
      <CredentialsForm
        key={mode}
        mode={mode}
        onSubmit={async ({ email, password, code, nickname }) => {
          if (mode === 'login') {
            await loginWithEmail(email, password);
            done(t`登录成功`);
          } else {
            await bindEmail({ email, password, code, nickname });
            done(t`注册成功`);
          }
        }}
        footer={
          <FormNote>
            <Trans>
              忘记密码？可以 <Link to="/settings/retrieve">用邮箱或账号凭证找回账号</Link>。
            </Trans>
          </FormNote>
        }
      />
    </div>
  );
}
