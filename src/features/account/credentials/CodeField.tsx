/**
 * The code field and its 获取验证码 button: the button sends a code for the address the form holds
 * (when it is valid), then counts down the seconds the server asks before another. The toast says
 * the same whether or not the address is registered: so does the server.
 */
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useState } from 'react';
import { showToast } from '../../../state/toast';
import { Field } from '../../../ui/Form';
import { useBusy } from '../../../ui/useBusy';
import styles from '../forms.module.css';

export function SendCodeButton({ send }: { send: () => Promise<number> | undefined }) {
  const { t } = useLingui();
  const [left, setLeft] = useState(0);
  const [busy, run] = useBusy();

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = () => {
    const sending = send();
    if (!sending) return;
    return run(async () => {
      setLeft(await sending);
      showToast(t`验证码已发送，10 分钟内有效`, { type: 'success' });
    });
  };

  return (
    <button type="button" className={styles.codeButton} disabled={busy || left > 0} onClick={onClick}>
      {left > 0 ? t`${left} 秒后重发` : t`获取验证码`}
    </button>
  );
}

/** The six-digit code field with its 获取验证码 button. */
export function CodeField({
  value,
  error,
  onChange,
  send,
}: {
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  send: () => Promise<number> | undefined;
}) {
  const { t } = useLingui();
  return (
    <Field
      label={t`验证码`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t`6 位数字`}
      value={value}
      error={error}
      onChange={onChange}
      action={<SendCodeButton send={send} />}
    />
  );
}
