/**
 * How to add the app to the home screen by hand, as a bottom sheet: on iPhone and iPad through
 * Safari's share sheet, elsewhere through the browser's menu. Each step shows the control to look for.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { FALLBACK_BRAND } from '../../core/config';
import { APPLE_TOUCH_ICON } from '../../core/manifest';
import { site } from '../../state/site';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { Popup } from '../../ui/Popup';
import styles from './InstallSheet.module.css';

interface Step {
  icon: IconName;
  text: ReactNode;
}

export function InstallSheet({ way, onClose }: { way: 'ios' | 'menu'; onClose: () => void }) {
  const { t } = useLingui();
  const { values } = useSnapshot(site);
  const name = values.site_name || FALLBACK_BRAND;
  const steps: Step[] =
    way === 'ios'
      ? [
          { icon: 'shareIos', text: <Trans>点击浏览器工具栏中的「分享」按钮</Trans> },
          { icon: 'addSquare', text: <Trans>在菜单中找到并点击「添加到主屏幕」</Trans> },
          { icon: 'check', text: <Trans>点击右上角的「添加」，完成</Trans> },
        ]
      : [
          { icon: 'more', text: <Trans>打开浏览器菜单（⋮ 或 ≡）</Trans> },
          { icon: 'addSquare', text: <Trans>选择「添加到主屏幕」或「安装应用」</Trans> },
          { icon: 'check', text: <Trans>按提示确认添加，完成</Trans> },
        ];

  return (
    <Popup
      className={way === 'ios' ? `${styles.sheet} ${styles.ios}` : styles.sheet}
      onEscape={onClose}
      aria-labelledby="install-title"
      data-testid="install-sheet"
    >
      <div className={styles.handle} aria-hidden="true" />
      <button type="button" className={styles.close} onClick={onClose} aria-label={t`关闭`}>
        <Icon name="close" size={20} />
      </button>
      <div className={styles.app}>
        <img src={APPLE_TOUCH_ICON} alt="" width={56} height={56} />
        <div>
          <h2 id="install-title">
            <Trans>添加「{name}」到主屏幕</Trans>
          </h2>
          <p>
            <Trans>从桌面一键打开，全屏阅读，启动更快</Trans>
          </p>
        </div>
      </div>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.icon}>
            <span className={styles.number}>{index + 1}</span>
            <span className={styles.text}>{step.text}</span>
            <span className={styles.glyph}>
              <Icon name={step.icon} size={22} />
            </span>
          </li>
        ))}
      </ol>
      <Button block data-autofocus onClick={onClose}>
        <Trans>我知道了</Trans>
      </Button>
    </Popup>
  );
}
