/**
 * The new-version prompt: a card above the tab bar; 更新 applies it now, × leaves it for the next navigation.
 * It never shows over a video that is playing: it waits for the pause.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { acceptUpdate, dismissUpdate, update } from '../state/update';
import { Icon } from '../ui/Icon';
import styles from './UpdatePrompt.module.css';

export function UpdatePrompt({ aboveTabs }: { aboveTabs: boolean }) {
  const { t } = useLingui();
  const { waiting, dismissed, mediaPlaying } = useSnapshot(update);
  if (!waiting || dismissed || mediaPlaying) return null;
  return (
    <div className={styles.prompt} data-above-tabs={aboveTabs} role="status">
      <Icon name="refresh" size={20} />
      <div className={styles.text}>
        <strong>
          <Trans>发现新版本</Trans>
        </strong>
        <span>
          <Trans>更新后阅读进度不会丢失</Trans>
        </span>
      </div>
      <button type="button" className={styles.apply} onClick={acceptUpdate}>
        <Trans>更新</Trans>
      </button>
      <button type="button" className={styles.close} onClick={dismissUpdate} aria-label={t`稍后`}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
