/**
 * 站点设置 (owner): the site's name and title prefix, the support entries readers' 在线客服 shows,
 * the invite rules, and the app centre's apps; operator accounts are one link away. Readers get
 * each change at their next start.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { type AppEntry, type SiteSettings, SiteSettingsForm } from '../../../core/admin/site-settings';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormActions, FormGrid, FormInput, FormTextarea } from '../../ui/FormFields';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { PanelTable } from '../../ui/PanelTable';
import { toast } from '../../ui/toasts';
import { AppDialog } from './AppDialog';
import styles from './Site.module.css';
import { deleteApp, editApp, saveSiteSettings } from './site.api';

function SettingsPanel({ settings }: { settings: SiteSettings }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const form = useForm({
    defaultValues: settings,
    validators: { onChange: SiteSettingsForm },
    onSubmit: async ({ value }) => {
      try {
        await saveSiteSettings(value);
        toast(t`已保存，读者下次打开应用时生效`);
        await router.invalidate();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  return (
    <Panel title={t`站点与客服`}>
      <form
        noValidate
        aria-label={t`站点与客服`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <FormGrid>
          <form.Field name="site_name">
            {(field) => <FormInput field={field} label={t`站点名称`} problem={t`请输入 1–40 个字的名称`} />}
          </form.Field>
          <form.Field name="title_prefix">
            {(field) => (
              <FormInput
                field={field}
                label={t`标题前缀`}
                hint={t`加在每个页面标题之前，可留空`}
                problem={t`最多 40 个字`}
              />
            )}
          </form.Field>
          <form.Field name="service_qq">
            {(field) => <FormInput field={field} label={t`客服 QQ`} hint={t`留空则不显示`} problem={t`最多 80 个字`} />}
          </form.Field>
          <form.Field name="qq_group">
            {(field) => <FormInput field={field} label={t`书友群`} hint={t`留空则不显示`} problem={t`最多 80 个字`} />}
          </form.Field>
          <form.Field name="invite_rules">
            {(field) => (
              <FormTextarea
                field={field}
                wide
                label={t`邀请规则`}
                hint={t`显示在读者的“填写邀请码”页`}
                problem={t`最多 1000 个字`}
              />
            )}
          </form.Field>
        </FormGrid>
        <FormActions>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="primary" busy={submitting}>
                {t`保存设置`}
              </Button>
            )}
          </form.Subscribe>
        </FormActions>
      </form>
    </Panel>
  );
}

function AppsPanel({ apps }: { apps: AppEntry[] }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [editing, setEditing] = useState<AppEntry | 'new' | null>(null);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast(done);
      await router.invalidate();
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    }
  };
  return (
    <Panel
      title={t`应用中心（${apps.length}）`}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t`新建应用`}
        </Button>
      }
    >
      <PanelTable columns={[t`图标`, t`名称`, t`链接`, t`排序`, t`状态`]} actions={t`操作`}>
        {apps.map((app) => (
          <tr key={app.id}>
            <td>
              <img className={styles.appIcon} src={app.icon_url} alt="" width={40} height={40} />
            </td>
            <td>{app.name}</td>
            <td className={styles.link}>{app.url}</td>
            <td>{app.sort}</td>
            <td>{app.enabled ? <Badge tone="ok">{t`显示中`}</Badge> : <Badge tone="warn">{t`已隐藏`}</Badge>}</td>
            <td className={styles.actions}>
              <Button size="small" onClick={() => setEditing(app)}>
                {t`编辑`}
              </Button>
              <Button
                size="small"
                onClick={() =>
                  void act(() => editApp(app.id, { enabled: !app.enabled }), app.enabled ? t`已隐藏` : t`已显示`)
                }
              >
                {app.enabled ? t`隐藏` : t`显示`}
              </Button>
              <Button
                size="small"
                variant="quiet"
                onClick={() => confirm(t`删除应用“${app.name}”？`) && void act(() => deleteApp(app.id), t`已删除`)}
              >
                {t`删除`}
              </Button>
            </td>
          </tr>
        ))}
      </PanelTable>
      {editing !== null && (
        <AppDialog
          app={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await router.invalidate();
          }}
        />
      )}
    </Panel>
  );
}

export function SiteScreen({ settings, apps }: { settings: SiteSettings; apps: AppEntry[] }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`站点设置`}
        sub={t`读者下次打开应用时生效。`}
        actions={<Link to="/operators">{t`管理员与角色`}</Link>}
      />
      <SettingsPanel settings={settings} />
      <AppsPanel apps={apps} />
    </>
  );
}
