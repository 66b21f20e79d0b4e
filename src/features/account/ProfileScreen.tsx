/** 头像: pick one of the app's avatars (uploads need storage the reference server does not offer). */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { Icon } from '../../ui/Icon';
import { useBusy } from '../../ui/useBusy';
import { editProfile } from './account.api';
import styles from './forms.module.css';

export const AVATARS = Array.from({ length: 8 }, (_, i) => `/avatars/${i + 1}.svg`);

export function ProfileScreen() {
  const { t } = useLingui();
  const { info } = useSnapshot(user);
  const [busy, run] = useBusy();

  const choose = (avatar: string) =>
    run(async () => {
      await editProfile({ avatar });
      showToast(t`头像已更新`, { type: 'success' });
    });

  return (
    <div>
      <div className={styles.preview}>
        {info?.avatar ? (
          <img src={info.avatar} alt={t`当前头像`} />
        ) : (
          <span className={styles.previewEmpty}>
            <Icon name="user" size={44} />
          </span>
        )}
      </div>
      <fieldset className={styles.avatars} disabled={busy || !info}>
        <legend className="visually-hidden">
          <Trans>选择头像</Trans>
        </legend>
        {AVATARS.map((src, i) => (
          <label key={src} className={styles.avatarOption}>
            <input
              type="radio"
              name="avatar"
              value={src}
              checked={info?.avatar === src}
              onChange={() => choose(src)}
              aria-label={t`头像 ${i + 1}`}
            />
            <img src={src} alt="" width={72} height={72} />
          </label>
        ))}
      </fieldset>
    </div>
  );
}
