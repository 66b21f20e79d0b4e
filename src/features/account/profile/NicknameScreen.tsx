/** 昵称: change the name other readers see. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { NICKNAME_MAX } from '../../../core/contract/user';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { Button } from '../../../ui/Button';
import { Field, FormCard, FormNote } from '../../../ui/Form';
import { useBack } from '../../../ui/useBack';
import { useBusy } from '../../../ui/useBusy';
import { editProfile } from '../account.api';

export function NicknameScreen() {
  const { t } = useLingui();
  // Opened directly, there is no entry to go back to: 设置, where the nickname is changed, instead.
  const back = useBack('/settings');
  const { info } = useSnapshot(user);
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, run] = useBusy();
  const value = name ?? info?.nickname ?? '';

  const submit = () => {
    const nickname = value.trim();
    if (!nickname) return setError(t`昵称不能为空`);
    if ([...nickname].length > NICKNAME_MAX) return setError(t`昵称最多 ${NICKNAME_MAX} 个字`);
    setError(undefined);
    return run(async () => {
      await editProfile({ nickname });
      showToast(t`已保存`, { type: 'success' });
      back();
    });
  };

  return (
    <FormCard
      onSubmit={submit}
      footer={
        <>
          <FormNote>
            <Trans>昵称会显示在评论和分享中，最多 {NICKNAME_MAX} 个字。</Trans>
          </FormNote>
          <Button type="submit" block disabled={busy || !info}>
            <Trans>保存</Trans>
          </Button>
        </>
      }
    >
      <Field
        label={t`昵称`}
        data-testid="nickname-input"
        value={value}
        maxLength={NICKNAME_MAX * 2}
        autoComplete="nickname"
        enterKeyHint="done"
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
    </FormCard>
  );
}
