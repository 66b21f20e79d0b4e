/**
 * Setting a password with a one-time link (valid 24 h, works once): an operator's own, or the first
 * owner's, who chooses their email here too. Signed in once it is set.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { LinkAnswer } from '../../../core/admin/answers';
import { email, newPassword } from '../../../core/admin/schemas';
import { errorText } from '../../api/errors';
import { homeOf } from '../../shell/guard';
import { Button } from '../../ui/Button';
import { FormInput } from '../../ui/FormFields';
import { timeText } from '../../ui/format';
import { Problem } from '../../ui/Problem';
import { AuthCard } from './AuthCard';
import { linkTarget, setPassword } from './auth.api';
import styles from './auth.module.css';

/** The password twice; and the email, when the link sets up the first owner. */
const passwordForm = (withEmail: boolean) =>
  v.pipe(
    v.object({ email: v.string(), password: newPassword, again: v.string() }),
    v.forward(
      v.check((value) => value.password === value.again),
      ['again'],
    ),
    v.forward(
      v.check((value) => !withEmail || v.is(email, value.email)),
      ['email'],
    ),
  );

export function PasswordScreen({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [target, setTarget] = useState<LinkAnswer | 'invalid' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    linkTarget(token).then(setTarget, () => setTarget('invalid'));
  }, [token]);
  const firstOwner = target !== null && target !== 'invalid' && target.email === null;
  const form = useForm({
    defaultValues: { email: '', password: '', again: '' },
    validators: { onChange: passwordForm(firstOwner) },
    onSubmit: async ({ value }) => {
      setProblem(null);
      try {
        const session = await setPassword(token, value.password, firstOwner ? value.email.trim() : undefined);
        await navigate({ to: homeOf(session) });
      } catch (error) {
        setProblem(errorText(i18n, error));
      }
    },
  });
  if (target === null) return <AuthCard title={t`设置密码`}>{null}</AuthCard>;
  if (target === 'invalid')
    return (
      <AuthCard title={t`设置密码`}>
        <Problem>{t`链接无效、已使用或已过期。请网站所有者重新生成链接（npm run admin -- reset <邮箱>）。`}</Problem>
        <p className={styles.note}>
          <Link to="/sign-in">{t`去登录`}</Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title={firstOwner ? t`创建第一位所有者` : t`设置密码`}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <p className={styles.note}>
          {firstOwner ? t`网站还没有管理员。设置邮箱和密码后，你将成为所有者。` : t`为 ${target.email} 设置密码。`}{' '}
          {t`链接有效期至 ${timeText(target.expires_at)}（北京时间），仅能使用一次。`}
        </p>
        {problem && <Problem>{problem}</Problem>}
        {firstOwner && (
          <form.Field name="email">
            {(field) => (
              <FormInput
                field={field}
                label={t`邮箱`}
                problem={t`请输入正确的邮箱`}
                type="email"
                autoComplete="username"
              />
            )}
          </form.Field>
        )}
        <form.Field name="password">
          {(field) => (
            <FormInput
              field={field}
              label={t`新密码`}
              hint={t`至少 10 个字符`}
              problem={t`密码至少 10 个字符`}
              type="password"
              autoComplete="new-password"
            />
          )}
        </form.Field>
        <form.Field name="again">
          {(field) => (
            <FormInput
              field={field}
              label={t`再输入一次`}
              problem={t`两次输入的密码不一致`}
              type="password"
              autoComplete="new-password"
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" variant="primary" busy={submitting}>
              {t`设置密码并登录`}
            </Button>
          )}
        </form.Subscribe>
      </form>
    </AuthCard>
  );
}
