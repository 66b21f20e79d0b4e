/** 账号凭证: the secret that recovers this account on another device; copy it and keep it safe. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { user } from '../../state/session';
import { Button, buttonClass } from '../../ui/Button';
import { copyWithToast } from '../../ui/clipboard';
import { FormNote } from '../../ui/Form';
import { Skeleton } from '../../ui/Skeleton';
import styles from './forms.module.css';

export function VoucherScreen() {
  const { info } = useSnapshot(user);

  const copy = async () => {
    if (!info) return;
    await copyWithToast(info.account_certificate);
  };

  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>
          <Trans>账号凭证</Trans>
        </span>
        {info ? (
          <span className={`${styles.summaryValue} ${styles.mono}`} data-testid="certificate">
            {info.account_certificate}
          </span>
        ) : (
          <Skeleton style={{ height: 24, width: '80%' }} />
        )}
        <span className={styles.summaryLabel}>UID {info?.uid}</span>
      </div>
      <div className={styles.actions}>
        <Button onClick={copy} disabled={!info}>
          <Trans>复制凭证</Trans>
        </Button>
        <Link to="/settings/retrieve" className={buttonClass('ghost')}>
          <Trans>找回账号</Trans>
        </Link>
      </div>
      <div className={styles.intro}>
        <FormNote>
          <Trans>换手机或清除浏览器数据后，用账号凭证即可找回账号、金币和阅读记录。请妥善保管，不要告诉他人。</Trans>
        </FormNote>
      </div>
    </div>
  );
}
