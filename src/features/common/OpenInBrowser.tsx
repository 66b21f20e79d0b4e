import { Trans } from '@lingui/react/macro';
import styles from './OpenInBrowser.module.css';

/** The whole page inside WeChat or QQ's built-in browser. */
export function OpenInBrowser() {
  return (
    <div className={styles.page}>
      <p className={styles.text} role="alert">
        <Trans>请使用其他浏览器打开</Trans>
      </p>
    </div>
  );
}
