/** A page that could not open: not the operator's role (no access), gone, or a failure to retry. */
import { useLingui } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ApiError } from '../api/client';
import { errorText } from '../api/errors';
import { Forbidden } from '../shell/guard';
import { Button } from './Button';
import styles from './PageError.module.css';

export function PageError({ error, reset }: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const forbidden = error instanceof Forbidden || (error instanceof ApiError && error.code === 'forbidden');
  if (forbidden)
    return (
      <div className={styles.box} data-testid="forbidden">
        <p className={styles.code}>403</p>
        <h1 className={styles.title}>{t`无权访问`}</h1>
        <p className={styles.text}>{t`你的角色不能打开这个页面。需要时请联系网站所有者。`}</p>
      </div>
    );
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{t`页面没能打开`}</h1>
      <p className={styles.text}>{errorText(i18n, error)}</p>
      <Button
        variant="primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t`重试`}
      </Button>
    </div>
  );
}
