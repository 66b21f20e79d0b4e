/**
 * 账号凭证: the secret that recovers a guest account on another device, fetched by this screen's own
 * call (no other answer carries it). 重新生成 replaces it: the old one stops working at once. An
 * account with a bound email recovers by email; its certificate no longer works.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { Button, buttonClass } from '../../ui/Button';
import { copyWithToast } from '../../ui/clipboard';
import { FormNote } from '../../ui/Form';
import { Skeleton } from '../../ui/Skeleton';
import { useEffectOn } from '../../ui/useEffectOn';
import { fetchCertificate, rotateCertificate } from './account.api';
import { ConfirmSheet } from './ConfirmSheet';
import styles from './forms.module.css';

export function VoucherScreen() {
  const { t } = useLingui();
  const { info } = useSnapshot(user);
  const [certificate, setCertificate] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  // Again when the account changes (a recovery on this screen's way back).
  useEffectOn([info?.id], () => {
    let live = true;
    setCertificate(undefined);
    fetchCertificate().then(
      (value) => live && setCertificate(value),
      () => {},
    );
    return () => {
      live = false;
    };
  });

  const rotate = async () => {
    setCertificate(await rotateCertificate());
    showToast(t`已生成新凭证，旧凭证已失效`, { type: 'success' });
  };

  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>
          <Trans>账号凭证</Trans>
        </span>
        {certificate ? (
          <span className={`${styles.summaryValue} ${styles.mono} ${styles.groups}`} data-testid="certificate">
            {certificate}
          </span>
        ) : (
          <Skeleton style={{ height: 24, width: '80%' }} />
        )}
        <span className={styles.summaryLabel}>UID {info?.uid}</span>
      </div>
      <div className={styles.actions}>
        <Button onClick={() => certificate && copyWithToast(certificate)} disabled={!certificate}>
          <Trans>复制凭证</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)} disabled={!certificate}>
          <Trans>重新生成</Trans>
        </Button>
      </div>
      <div className={styles.intro}>
        <FormNote>
          {info?.email ? (
            <Trans>
              此账号已绑定邮箱，换设备时请 <Link to="/login">用邮箱登录</Link> 或
              <Link to="/settings/retrieve">用邮箱找回</Link>，账号凭证不能用于找回。
            </Trans>
          ) : (
            <Trans>换手机或清除浏览器数据后，用账号凭证即可找回账号、金币和阅读记录。请妥善保管，不要告诉他人。</Trans>
          )}
        </FormNote>
        <FormNote>
          <Trans>凭证泄露时请重新生成：旧凭证会立即失效。</Trans>
        </FormNote>
      </div>
      <div className={styles.actions}>
        <Link to="/settings/retrieve" className={buttonClass('ghost')}>
          <Trans>找回账号</Trans>
        </Link>
      </div>
      {confirming && (
        <ConfirmSheet
          title={<Trans>重新生成凭证？</Trans>}
          confirm={<Trans>重新生成</Trans>}
          onConfirm={rotate}
          onClose={() => setConfirming(false)}
        >
          <Trans>生成后旧凭证立即失效，请复制并保存新的凭证。</Trans>
        </ConfirmSheet>
      )}
    </div>
  );
}
