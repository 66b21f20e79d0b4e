/** The account forms' field rules and their messages (the spec's generic form messages among them). */
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { MAINLAND_PHONE, NICKNAME_MAX, normalisePhone, PASSWORD_MIN } from '../../../core/contract/user';
import { EMAIL_PATTERN } from '../account.api';

export function useAccountRules() {
  const { t } = useLingui();
  return {
    email: (value: string) => (!value ? t`请输入邮箱` : !EMAIL_PATTERN.test(value) ? t`邮箱格式不正确` : undefined),
    phone: (value: string) => (MAINLAND_PHONE.test(normalisePhone(value)) ? undefined : t`手机号格式不正确`),
    code: (value: string) => (/^\d{6}$/.test(value) ? undefined : t`请输入 6 位验证码`),
    password: (value: string) => (value.length < PASSWORD_MIN ? t`密码至少 ${PASSWORD_MIN} 位` : undefined),
    again: (value: string, password: string) => (value !== password ? t`两次输入的密码不一致` : undefined),
    nickname: (value: string) =>
      !value ? t`请填写名称` : [...value].length > NICKNAME_MAX ? t`昵称最多 ${NICKNAME_MAX} 个字` : undefined,
  };
}

type Messages<K extends string> = Partial<Record<K, string | undefined>>;

/** A form's text fields and their messages. */
export function useAccountForm<K extends string>(initial: Record<K, string>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Messages<K>>({});
  return {
    form,
    errors,
    set: (key: K) => (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value }),
    /** Shows the messages found; true when there is none. */
    check(found: Messages<K>): boolean {
      setErrors(found);
      return Object.values(found).every((error) => !error);
    },
    /** Shows one field's message (before a code is asked for it), the others' kept; true when there is none. */
    checkOne(key: K, error: string | undefined): boolean {
      setErrors({ ...errors, [key]: error });
      return !error;
    },
  };
}
