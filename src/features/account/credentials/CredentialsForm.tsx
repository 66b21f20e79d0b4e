/**
 * Logging in (email + password), or registering: the spec's five fields (email, code, nickname,
 * password, password again) bind an email to the current guest account, so its reading history
 * and gold stay with it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { Field, FormCard } from '../../../ui/Form';
import { useBusy } from '../../../ui/useBusy';
import { sendCode } from '../account.api';
import { CodeField } from './CodeField';
import { useAccountForm, useAccountRules } from './rules';

export type CredentialsMode = 'login' | 'register';
export interface Credentials {
  email: string;
  password: string;
  code: string;
  nickname: string;
}

const EMPTY = { email: '', code: '', nickname: '', password: '', again: '' };

export function CredentialsForm({
  mode,
  onSubmit,
  footer,
}: {
  mode: CredentialsMode;
  onSubmit: (credentials: Credentials) => Promise<void>;
  footer?: React.ReactNode;
}) {
  const { t } = useLingui();
  const rules = useAccountRules();
  const { form, errors, set, check, checkOne } = useAccountForm(EMPTY);
  const [busy, run] = useBusy();
  const register = mode === 'register';
  const email = form.email.trim();

  const submit = () => {
    const found = {
      email: rules.email(email),
      password: rules.password(form.password),
      ...(register && {
        code: rules.code(form.code.trim()),
        nickname: rules.nickname(form.nickname.trim()),
        again: rules.again(form.again, form.password),
      }),
    };
    if (!check(found)) return;
    return run(() =>
      onSubmit({ email, password: form.password, code: form.code.trim(), nickname: form.nickname.trim() }),
    );
  };

  const requestCode = () =>
    checkOne('email', rules.email(email)) ? sendCode({ channel: 'email', to: email, purpose: 'bind' }) : undefined;

  return (
    <FormCard
      onSubmit={submit}
      footer={
        <>
          <Button type="submit" block disabled={busy}>
            {register ? <Trans>注册并绑定</Trans> : <Trans>登录</Trans>}
          </Button>
          {footer}
        </>
      }
    >
      <Field
        label={t`邮箱`}
        type="email"
        inputMode="email"
        autoComplete={register ? 'email' : 'username'}
        placeholder={t`请输入邮箱`}
        value={form.email}
        error={errors.email}
        onChange={set('email')}
      />
      {register && (
        <>
          <CodeField value={form.code} error={errors.code} onChange={set('code')} send={requestCode} />
          <Field
            label={t`昵称`}
            autoComplete="nickname"
            placeholder={t`其他读者看到的名字`}
            value={form.nickname}
            error={errors.nickname}
            onChange={set('nickname')}
          />
        </>
      )}
      <Field
        label={t`密码`}
        type="password"
        autoComplete={register ? 'new-password' : 'current-password'}
        placeholder={t`请输入密码`}
        value={form.password}
        error={errors.password}
        onChange={set('password')}
      />
      {register && (
        <Field
          label={t`确认密码`}
          type="password"
          autoComplete="new-password"
          placeholder={t`请再次输入密码`}
          value={form.again}
          error={errors.again}
          onChange={set('again')}
        />
      )}
    </FormCard>
  );
}
