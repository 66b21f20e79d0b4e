/**
 * 绑定手机 (/settings/bind_phone) shows the bound number with 更换 and 解绑, or the form when there
 * is none; 更换手机 (/settings/binding_phone) is the form: a mainland number and its six-digit SMS code.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { normalisePhone } from '../../../core/contract/user';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { Button, buttonClass } from '../../../ui/Button';
import { Field, FormCard, FormNote } from '../../../ui/Form';
import { Skeleton } from '../../../ui/Skeleton';
import { useBusy } from '../../../ui/useBusy';
import { bindPhone, sendCode, unbindPhone } from '../account.api';
import { ConfirmSheet } from '../ConfirmSheet';
import styles from '../forms.module.css';
import { CodeField } from './CodeField';
import { useAccountForm, useAccountRules } from './rules';

export function PhoneScreen({ change = false }: { change?: boolean }) {
  const { info } = useSnapshot(user);
  if (!info) return <Skeleton style={{ height: 120, margin: 16 }} />;
  return info.phone && !change ? <BoundPhone phone={info.phone} /> : <PhoneForm change={!!info.phone} />;
}

function BoundPhone({ phone }: { phone: string }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const unbind = async () => {
    await unbindPhone();
    showToast(t`已解绑手机`, { type: 'success' });
  };
  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>
          <Trans>已绑定手机</Trans>
        </span>
        <span className={styles.summaryValue} data-testid="bound-phone">
          {phone}
        </span>
      </div>
      <div className={styles.actions}>
        <Link to="/settings/binding_phone" className={buttonClass()}>
          <Trans>更换手机</Trans>
        </Link>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Trans>解绑</Trans>
        </Button>
      </div>
      {confirming && (
        <ConfirmSheet
          title={<Trans>解绑手机？</Trans>}
          confirm={<Trans>解绑</Trans>}
          onConfirm={unbind}
          onClose={() => setConfirming(false)}
        >
          <Trans>解绑后，此号码不再与账号关联，可以随时重新绑定。</Trans>
        </ConfirmSheet>
      )}
    </div>
  );
}

function PhoneForm({ change }: { change: boolean }) {
  const { t } = useLingui();
  const rules = useAccountRules();
  const navigate = useNavigate();
  const { form, errors, set, check, checkOne } = useAccountForm({ phone: '', code: '' });
  const [busy, run] = useBusy();
  const phone = normalisePhone(form.phone);

  const submit = () => {
    if (!check({ phone: rules.phone(phone), code: rules.code(form.code.trim()) })) return;
    return run(async () => {
      await bindPhone(phone, form.code.trim());
      showToast(t`手机绑定成功`, { type: 'success' });
      navigate({ to: '/settings/bind_phone', replace: true });
    });
  };

  const requestCode = () =>
    checkOne('phone', rules.phone(phone)) ? sendCode({ channel: 'sms', to: phone, purpose: 'bind' }) : undefined;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.lead}>
          {change ? (
            <Trans>输入新的手机号并验证，绑定后旧号码自动解绑。</Trans>
          ) : (
            <Trans>绑定手机号后，账号更安全。仅支持中国大陆手机号。</Trans>
          )}
        </p>
      </div>
      <FormCard
        onSubmit={submit}
        footer={
          <>
            <Button type="submit" block disabled={busy}>
              {change ? <Trans>确认更换</Trans> : <Trans>绑定手机</Trans>}
            </Button>
            <FormNote>
              <Trans>绑定后，其他设备上的登录会退出。</Trans>
            </FormNote>
          </>
        }
      >
        <Field
          label={t`手机号`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t`11 位手机号`}
          value={form.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <CodeField value={form.code} error={errors.code} onChange={set('code')} send={requestCode} />
      </FormCard>
    </div>
  );
}
