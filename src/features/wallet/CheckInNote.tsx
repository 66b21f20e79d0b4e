/** Under 我的's 每日签到 entry: whether today's check-in is done. */
import { Trans } from '@lingui/react/macro';
import { useRemote } from '../../queries/useRemote';
import styles from './checkin.module.css';
import { checkInQuery } from './wallet.api';

export function CheckInNote() {
  const { data } = useRemote(checkInQuery(true));
  if (!data) return null;
  return (
    <small className={styles.signNote} data-testid="sign-in-note" data-signed={data.signed_today}>
      {data.signed_today ? <Trans>今日已签</Trans> : <Trans>未签到</Trans>}
    </small>
  );
}
