/**
 * 每日签到: the week of the streak with each day's reward, today's state and the 签到 button. Once
 * per China calendar day (the server's rule); a missed day starts the week again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRemote } from '../../queries/useRemote';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useBusy } from '../../ui/useBusy';
import styles from './checkin.module.css';
import { checkInQuery, checkInToday } from './wallet.api';
import wallet from './wallet.module.css';

export function CheckInScreen() {
  const { t } = useLingui();
  const { data: state } = useRemote(checkInQuery());
  const [busy, run] = useBusy();

  const checkIn = () =>
    run(async () => {
      const answer = await checkInToday();
      showToast(t`签到成功，获得 ${answer.reward} 金币`, { type: 'success' });
    });

  return (
    <div className={wallet.page}>
      <ScreenHeader title={t`每日签到`} />
      <section className={styles.signHero}>
        <Icon name="calendar" size={30} />
        <div>
          <p className={styles.heroCaption}>
            <Trans>已连续签到</Trans>
          </p>
          <p className={styles.streak} data-testid="sign-in-streak">
            {state ? <Trans>{state.streak} 天</Trans> : '—'}
          </p>
        </div>
        <div className={styles.signBalance}>
          <span className={styles.heroCaption}>
            <Trans>金币余额</Trans>
          </span>
          <strong data-testid="sign-in-balance">{state?.balance ?? '—'}</strong>
        </div>
      </section>

      <ol className={styles.week} aria-label={t`七日签到`}>
        {state
          ? state.days.map((d) => (
              <li
                key={d.day}
                className={styles.day}
                data-signed={d.signed}
                data-today={d.today}
                data-testid="sign-in-day"
              >
                <span className={styles.dayLabel}>{d.today ? <Trans>今天</Trans> : <Trans>第 {d.day} 天</Trans>}</span>
                <span className={styles.dayCoin}>
                  {d.signed ? <Icon name="check" size={20} /> : <Icon name="coin" size={20} />}
                </span>
                <span className={styles.dayReward}>+{d.reward}</span>
              </li>
            ))
          : Array.from({ length: 7 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className={styles.day}>
                <Skeleton style={{ width: '100%', height: 64 }} />
              </li>
            ))}
      </ol>

      <div className={wallet.payBar}>
        <Button
          block
          onClick={() => void checkIn()}
          disabled={!state || state.signed_today || busy}
          aria-busy={busy}
          data-testid="sign-in-button"
        >
          {state?.signed_today ? <Trans>今日已签到</Trans> : <Trans>签到</Trans>}
        </Button>
        <p className={wallet.note}>
          <Trans>每天签到领金币，连续签到奖励更多；断签后从第 1 天重新开始。</Trans>
        </p>
      </div>
    </div>
  );
}
