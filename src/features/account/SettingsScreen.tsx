/** 设置: profile fields, account security, language and theme, downloads, and logging out. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { offlineError } from '../../api';
import type { Locale } from '../../core/config';
import { switchLocale } from '../../i18n/i18n';
import { logout, user } from '../../state/session';
import { setThemeMode, type ThemeMode, theme } from '../../state/theme.state';
import { showToast } from '../../state/toast';
import { checkForUpdate } from '../../state/update';
import { ButtonCell, Cell, CellGroup, LinkCell } from '../../ui/Cell';
import { Segmented } from '../../ui/Segmented';
import { AutoDownloadSettings } from './AutoDownloadSettings';
import { logoutOthers } from './account.api';
import { ConfirmSheet } from './ConfirmSheet';

const version = __APP_VERSION__;
const GENDER = { 0: '', 1: 'male', 2: 'female' } as const;

export function SettingsScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(user);
  const { mode } = useSnapshot(theme);
  const gender = info ? GENDER[info.gender] : '';
  const [confirming, setConfirming] = useState(false);

  const onLogout = async () => {
    await logout().catch(() => {});
    showToast(t`已退出登录`, { type: 'success' });
    navigate({ to: '/personal', replace: true });
  };

  const onLogoutOthers = async () => {
    const ended = await logoutOthers();
    showToast(ended > 0 ? t`已退出 ${ended} 台其他设备` : t`没有其他设备登录此账号`, { type: 'success' });
  };

  const onCheckUpdate = async () => {
    const found = await checkForUpdate();
    if (found === 'found') showToast(t`发现新版本，正在准备更新`, { type: 'info' });
    else if (found === 'latest') showToast(t`已是最新版本`, { type: 'success' });
    else showToast(offlineError().message);
  };

  return (
    <div>
      <CellGroup title={<Trans>个人资料</Trans>}>
        <LinkCell to="/settings/profile" icon="user" label={<Trans>头像</Trans>} />
        <LinkCell to="/settings/nickname" label={<Trans>昵称</Trans>} value={info?.nickname} />
        <LinkCell
          to="/settings/gender"
          label={<Trans>性别</Trans>}
          value={gender === 'male' ? t`男` : gender === 'female' ? t`女` : t`未设置`}
        />
      </CellGroup>
      <CellGroup title={<Trans>账号与安全</Trans>}>
        <LinkCell to="/settings/email" icon="mail" label={<Trans>绑定邮箱</Trans>} value={info?.email ?? t`未绑定`} />
        <LinkCell
          to="/settings/bind_phone"
          icon="lock"
          label={<Trans>绑定手机</Trans>}
          value={info?.phone ?? t`未绑定`}
        />
        <LinkCell to="/settings/update_password" icon="key" label={<Trans>账号设置</Trans>} />
        <LinkCell to="/settings/retrieve" icon="history" label={<Trans>找回账号</Trans>} />
        <ButtonCell onClick={() => setConfirming(true)} icon="close" label={<Trans>退出其他设备</Trans>} />
      </CellGroup>
      <CellGroup title={<Trans>通用</Trans>}>
        <Cell icon="globe" label={<Trans>语言</Trans>}>
          <Segmented<Locale>
            label={t`语言`}
            value={i18n.locale as Locale}
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'zh-Hant', label: '繁體中文' },
              { value: 'en-US', label: 'English' },
            ]}
            onChange={(locale) => switchLocale(locale)}
          />
        </Cell>
        <Cell icon="moon" label={<Trans>主题</Trans>}>
          <Segmented<ThemeMode>
            label={t`主题`}
            value={mode}
            options={[
              { value: 'system', label: t`跟随系统` },
              { value: 'light', label: t`浅色` },
              { value: 'dark', label: t`深色` },
            ]}
            onChange={setThemeMode}
          />
        </Cell>
        <LinkCell to="/settings/promotion" icon="share" label={<Trans>分享推广</Trans>} />
        <LinkCell to="/settings/customer" icon="headset" label={<Trans>在线客服</Trans>} />
        <ButtonCell
          onClick={() => void onCheckUpdate()}
          icon="refresh"
          label={<Trans>检查更新</Trans>}
          value={t`当前版本 ${version}`}
        />
      </CellGroup>
      <AutoDownloadSettings />
      <CellGroup>
        <ButtonCell danger onClick={onLogout} label={<Trans>退出登录</Trans>} />
      </CellGroup>
      {confirming && (
        <ConfirmSheet
          title={<Trans>退出其他设备？</Trans>}
          confirm={<Trans>全部退出</Trans>}
          onConfirm={onLogoutOthers}
          onClose={() => setConfirming(false)}
        >
          <Trans>除这台设备外，所有登录此账号的设备都会退出登录。</Trans>
        </ConfirmSheet>
      )}
    </div>
  );
}
