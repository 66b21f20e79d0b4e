/** 性别: one tap saves. */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { Icon } from '../../../ui/Icon';
import { useBusy } from '../../../ui/useBusy';
import { editProfile } from '../account.api';
import styles from '../forms.module.css';

type Gender = 0 | 1 | 2;

export function GenderScreen() {
  const { t } = useLingui();
  const { info } = useSnapshot(user);
  const [busy, run] = useBusy();
  const options: { value: Gender; label: string }[] = [
    { value: 1, label: t`男` },
    { value: 2, label: t`女` },
    { value: 0, label: t`保密` },
  ];

  const choose = (gender: Gender) =>
    run(async () => {
      await editProfile({ gender });
      showToast(t`已保存`, { type: 'success' });
    });

  return (
    <fieldset className={styles.options} disabled={busy || !info} aria-label={t`性别`}>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name="gender"
            value={option.value}
            checked={info?.gender === option.value}
            onChange={() => choose(option.value)}
          />
          {option.label}
          <Icon name="check" size={20} className={styles.check} />
        </label>
      ))}
    </fieldset>
  );
}
