/**
 * Email + password, for logging in or for binding an email to the current (guest) account, which
 * is how a guest registers: the reading history and gold stay with the account.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Field, FormCard } from '../../ui/Form';
import { useBusy } from '../../ui/useBusy';
import { EMAIL_PATTERN, PASSWORD_MIN } from './account.api';

export type CredentialsMode = 'login' | 'register';

export function CredentialsForm({
  mode,
  onSubmit,
  footer,
}: {
  mode: CredentialsMode;
  onSubmit: (email: string, password: string) => Promise<void>;
  footer?: React.ReactNode;
}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; again?: string }>({});
  const [busy, run] = useBusy();

  const submit = () => {
    const trimmed = email.trim();
    const found = {
      email: !trimmed ? t`请输入邮箱` : !EMAIL_PATTERN.test(trimmed) ? t`邮箱格式不正确` : undefined,
      password: password.length < PASSWORD_MIN ? t`密码至少 ${PASSWORD_MIN} 位` : undefined,
      again: mode === 'register' && again !== password ? t`两次输入的密码不一致` : undefined,
    };
    setErrors(found);
    if (found.email || found.password || found.again) return;
    return run(() => onSubmit(trimmed, password));
  };

  return (
    <FormCard
      onSubmit={submit}
      footer={
        <>
          <Button type="submit" block disabled={busy}>
            {mode === 'login' ? <Trans>登录</Trans> : <Trans>注册并绑定</Trans>}
          </Button>
          {footer}
        </>
      }
    >
      <Field
        label={t`邮箱`}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t`请输入邮箱`}
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label={t`密码`}
        type="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        placeholder={t`请输入密码`}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {mode === 'register' && (
        <Field
          label={t`确认密码`}
          type="password"
          autoComplete="new-password"
          placeholder={t`请再次输入密码`}
          value={again}
          error={errors.again}
          onChange={(e) => setAgain(e.target.value)}
        />
      )}
    </FormCard>
  );
}
