/**
 * 找回账号: by email (a recover code and a new password; every other device is logged out), or by
 * the account credential for an account that never bound an email. Either way this device switches
 * to the recovered account.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../../state/toast';
import { Button } from '../../../ui/Button';
import { Field, FormCard, FormNote } from '../../../ui/Form';
import { Segmented } from '../../../ui/Segmented';
import { useBusy } from '../../../ui/useBusy';
import { recoverAccount, resetPassword, sendCode } from '../account.api';
import styles from '../forms.module.css';
import { CodeField } from './CodeField';
import { useAccountForm, useAccountRules } from './rules';

type Way = 'email' | 'certificate';

export function RetrieveScreen() {
  const { t } = useLingui();
  const [way, setWay] = useState<Way>('email');
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Segmented<Way>
          label={t`找回方式`}
          value={way}
          options={[
            { value: 'email', label: t`邮箱找回` },
            { value: 'certificate', label: t`账号凭证` },
          ]}
          onChange={setWay}
        />
      </div>
      {way === 'email' ? <ByEmail /> : <ByCertificate />}
    </div>
  );
}

function useRecovered() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return () => {
    showToast(t`账号已找回`, { type: 'success' });
    navigate({ to: '/personal', replace: true });
  };
}

function ByEmail() {
  const { t } = useLingui();
  const rules = useAccountRules();
  const recovered = useRecovered();
  const { form, errors, set, check, checkOne } = useAccountForm({ email: '', code: '', password: '', again: '' });
  const [busy, run] = useBusy();
  const email = form.email.trim();

  const submit = () => {
    const found = {
      email: rules.email(email),
      code: rules.code(form.code.trim()),
      password: rules.password(form.password),
      again: rules.again(form.again, form.password),
    };
    if (!check(found)) return;
    return run(async () => {
      await resetPassword({ email, code: form.code.trim(), password: form.password });
      recovered();
    });
  };

  const requestCode = () =>
    checkOne('email', rules.email(email)) ? sendCode({ channel: 'email', to: email, purpose: 'recover' }) : undefined;

  return (
    <FormCard
      onSubmit={submit}
      footer={
        <>
          <Button type="submit" block disabled={busy}>
            <Trans>重设密码并登录</Trans>
          </Button>
          <FormNote>
            <Trans>验证码会发到账号绑定的邮箱。重设密码后，其他设备上的登录会全部退出。</Trans>
          </FormNote>
        </>
      }
    >
      <Field
        label={t`邮箱`}
        type="email"
        inputMode="email"
        autoComplete="username"
        placeholder={t`账号绑定的邮箱`}
        value={form.email}
        error={errors.email}
        onChange={set('email')}
      />
      <CodeField value={form.code} error={errors.code} onChange={set('code')} send={requestCode} />
      <Field
        label={t`新密码`}
        type="password"
        autoComplete="new-password"
        placeholder={t`请输入密码`}
        value={form.password}
        error={errors.password}
        onChange={set('password')}
      />
      <Field
        label={t`确认新密码`}
        type="password"
        autoComplete="new-password"
        placeholder={t`请再次输入密码`}
        value={form.again}
        error={errors.again}
        onChange={set('again')}
      />
    </FormCard>
  );
}

function ByCertificate() {
  const { t } = useLingui();
  const recovered = useRecovered();
  const [certificate, setCertificate] = useState('');
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();

  const submit = () => {
    const value = certificate.trim();
    if (!value) return setError(t`请输入账号凭证`);
    setError(undefined);
    return run(async () => {
      await recoverAccount(value);
      recovered();
    });
  };

  return (
    <FormCard
      onSubmit={submit}
      footer={
        <>
          <Button type="submit" block disabled={busy}>
            <Trans>找回账号</Trans>
          </Button>
          <FormNote>
            <Trans>
              账号凭证在原设备的「我的 → <Link to="/personal/voucher">账号凭证</Link>
              」中。绑定过邮箱的账号请用邮箱找回，或直接
              <Link to="/login">用邮箱登录</Link>。
            </Trans>
          </FormNote>
        </>
      }
    >
      <Field
        label={t`账号凭证`}
        placeholder="XXXX-XXXX-…"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={certificate}
        error={error}
        onChange={(e) => setCertificate(e.target.value)}
      />
    </FormCard>
  );
}
