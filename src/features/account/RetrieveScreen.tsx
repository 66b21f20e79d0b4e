/** 找回账号: switch this device to the account an account credential belongs to. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { Field, FormCard, FormNote } from '../../ui/Form';
import { useBusy } from '../../ui/useBusy';
import { recoverAccount } from './account.api';

export function RetrieveScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [certificate, setCertificate] = useState('');
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();

  const submit = () => {
    const value = certificate.trim();
    if (!value) return setError(t`请输入账号凭证`);
    setError(undefined);
    return run(async () => {
      await recoverAccount(value);
      showToast(t`账号已找回`, { type: 'success' });
      navigate({ to: '/personal', replace: true });
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
              账号凭证在原设备的「我的 → <Link to="/personal/voucher">账号凭证</Link>」中。绑定过邮箱的账号也可以直接
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
