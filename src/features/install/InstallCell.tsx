/**
 * 我的 → 安装到桌面: one tap installs where the browser offers its prompt; on iPhone and iPad, and in
 * browsers without a prompt, a sheet shows the way by hand. Not shown once the app is installed, when
 * it runs from the home screen, or inside the native wrapper.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { app } from '../../state/app';
import { showToast } from '../../state/toast';
import { ButtonCell } from '../../ui/Cell';
import { useStoreValue } from '../../ui/useStoreValue';
import { InstallSheet } from './InstallSheet';
import { installPrompt, promptInstall } from './install-prompt.state';
import { installWay, isStandalone } from './platform';

export function InstallCell() {
  const { t } = useLingui();
  const isApp = useStoreValue(app, (s) => s.isApp);
  const { event, installed } = useSnapshot(installPrompt);
  const [sheet, setSheet] = useState<'ios' | 'menu' | null>(null);
  const way = installWay({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: isStandalone(),
    isApp,
    installed,
    canPrompt: event !== null,
  });
  if (!way) return null;

  const install = async () => {
    if (way !== 'prompt') {
      setSheet(way);
      return;
    }
    const outcome = await promptInstall();
    if (outcome === 'accepted') showToast(t`已添加到桌面`, { type: 'success' });
    // The browser would not show its dialog after all: the way by hand still works.
    else if (outcome === 'unavailable') setSheet('menu');
  };

  return (
    <>
      <ButtonCell
        icon="addSquare"
        label={<Trans>安装到桌面</Trans>}
        value={way === 'prompt' ? <Trans>一键安装</Trans> : <Trans>像 App 一样打开</Trans>}
        onClick={() => void install()}
      />
      {sheet && <InstallSheet way={sheet} onClose={() => setSheet(null)} />}
    </>
  );
}
