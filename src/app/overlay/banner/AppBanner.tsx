/**
 * The app-open banner: a slim bar above the tab bar inviting a reader in the browser to
 * the native app (app_download_url). Closing it hides it for the rest of the day.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND_PICTURE } from '../../../core/manifest';
import { Icon } from '../../../ui/Icon';
import styles from './AppBanner.module.css';

export function AppBanner({ href, siteName, onClose }: { href: string; siteName: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <aside className={styles.banner} aria-label={t`打开 App`} data-testid="app-banner">
      <button type="button" className={styles.close} onClick={onClose}>
        <Icon name="close" size={16} />
        <span className="visually-hidden">
          <Trans>关闭</Trans>
        </span>
      </button>
      <img className={styles.logo} src={BRAND_PICTURE} alt="" width={32} height={32} />
      <p className={styles.text}>
        <strong className={styles.name}>{siteName}</strong>
        <span>
          <Trans>打开 App，阅读更流畅</Trans>
        </span>
      </p>
      <a className={styles.open} href={href} target="_blank" rel="noopener noreferrer">
        <Trans>打开</Trans>
      </a>
    </aside>
  );
}
