/** 账号设置: change the password of an account that has an email; a guest is sent to bind one. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { PASSWORD_MIN } from '../../../core/contract/user';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { Button, buttonClass } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, FormCard } from '../../../ui/Form';
import { useBack } from '../../../ui/useBack';
import { useBusy } from '../../../ui/useBusy';
import { editProfile } from '../account.api';

export function PasswordScreen() {
  const { t } = useLingui();
  // Opened directly, there is no entry to go back to: 设置, where this screen is found, instead.
  const back = useBack('/settings');
  const { info } = useSnapshot(user);
  const [form, setForm] = useState({ old: '', next: '', again: '' });
  const [errors, setErrors] = useState<{ next?: string; again?: string }>({});
  const [busy, run] = useBusy();

  if (info && !info.email) {
    return (
      <EmptyState
        icon="lock"
        title={<Trans>还没有绑定邮箱</Trans>}
        action={
          <Link to="/settings/email" className={buttonClass()}>
            <Trans>去绑定邮箱</Trans>
          </Link>
        }
      >
        <Trans>绑定邮箱并设置密码后，才能修改密码。</Trans>
      </EmptyState>
    );
  }

  const submit = () => {
    const found = {
      next: form.next.length < PASSWORD_MIN ? t`密码至少 ${PASSWORD_MIN} 位` : undefined,
      again: form.again !== form.next ? t`两次输入的密码不一致` : undefined,
    };
    setErrors(found);
    if (found.next || found.again) return;
    return run(async () => {
      await editProfile({ old_password: form.old, password: form.next });
      showToast(t`密码已修改`, { type: 'success' });
      back();
    });
  };

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  return (
    <FormCard
      onSubmit={submit}
      footer={
        <Button type="submit" block disabled={busy || !info}>
          <Trans>确认修改</Trans>
        </Button>
      }
    >
      <Field label={t`原密码`} type="password" autoComplete="current-password" value={form.old} onChange={set('old')} />
      <Field
        label={t`新密码`}
        type="password"
        autoComplete="new-password"
        value={form.next}
        error={errors.next}
        onChange={set('next')}
      />
      <Field
        label={t`确认新密码`}
        type="password"
        autoComplete="new-password"
        value={form.again}
        error={errors.again}
        onChange={set('again')}
      />
    </FormCard>
  );
}
