/** 填写邀请码: bind the friend who invited me, once. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { INVITE_CODE_PATTERN } from '../../core/rules/invite-code';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { Field, FormCard, FormNote } from '../../ui/Form';
import { useBusy } from '../../ui/useBusy';
import { bindInviter } from './growth.api';
import styles from './growth.module.css';
import { InviteRules } from './InviteRules';

export function InvitationScreen() {
  const { t } = useLingui();
  const { info } = useSnapshot(user);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();

  if (info?.inviter_code) {
    return (
      <>
        <section className={styles.card}>
          <span className={styles.label}>
            <Trans>已填写邀请码</Trans>
          </span>
          <span className={styles.code}>{info.inviter_code}</span>
          <FormNote>
            <Trans>每个账号只能填写一次邀请码。</Trans>
          </FormNote>
        </section>
        <InviteRules />
      </>
    );
  }

  const submit = () => {
    const value = code.trim().toUpperCase();
    if (!INVITE_CODE_PATTERN.test(value)) return setError(t`请输入正确的邀请码`);
    setError(undefined);
    return run(async () => {
      await bindInviter(value);
      showToast(t`邀请码已绑定`, { type: 'success' });
    });
  };

  return (
    <>
      <FormCard
        onSubmit={submit}
        footer={
          <>
            <FormNote>
              <Trans>填写好友的邀请码，和好友建立邀请关系。每个账号只能填写一次。</Trans>
            </FormNote>
            <Button type="submit" block disabled={busy || !info}>
              <Trans>确认</Trans>
            </Button>
          </>
        }
      >
        <Field
          label={t`邀请码`}
          placeholder={t`请输入好友的邀请码`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormCard>
      <InviteRules />
    </>
  );
}
