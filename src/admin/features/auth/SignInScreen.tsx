/** Signing in to the console with an operator's email and password. */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SignInBody } from '../../../core/admin/schemas';
import { errorText } from '../../api/errors';
import { signIn } from '../../api/session';
import { homeOf } from '../../shell/guard';
import { Button } from '../../ui/Button';
import { FormInput } from '../../ui/FormFields';
import { Problem } from '../../ui/Problem';
import { AuthCard } from './AuthCard';
import styles from './auth.module.css';

/** Back to where the operator was going, when that is a page of the console. */
export const safeNext = (next: string | undefined): string | undefined =>
  next && /^\/(?!\/)/.test(next) && !next.startsWith('/sign-in') ? next : undefined;

export function SignInScreen({ next }: { next?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: SignInBody },
    onSubmit: async ({ value }) => {
      setProblem(null);
      try {
        const session = await signIn(value.email.trim(), value.password);
        const back = safeNext(next);
        await (back ? navigate({ href: back }) : navigate({ to: homeOf(session) }));
      } catch (error) {
        setProblem(errorText(i18n, error));
      }
    },
  });
  return (
    <AuthCard title={t`登录`}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {problem && <Problem>{problem}</Problem>}
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
        <form.Field name="password">
          {(field) => (
            <FormInput
              field={field}
              label={t`密码`}
              problem={t`请输入密码`}
              type="password"
              autoComplete="current-password"
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <Button type="submit" variant="primary" busy={submitting}>
              {t`登录`}
            </Button>
          )}
        </form.Subscribe>
      </form>
    </AuthCard>
  );
}
