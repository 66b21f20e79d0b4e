/** An app of the app centre, new or edited: name, icon (uploaded), description, link, order, on/off. */
import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { AppBody, type AppEntry, type AppFields } from '../../../core/admin/site-settings';
import { errorText } from '../../api/errors';
import { Field, problemOf } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, FormInput, FormSwitch } from '../../ui/FormFields';
import { ImageUpload } from '../../ui/ImageUpload';
import { toast } from '../../ui/toasts';
import styles from './Site.module.css';
import { createApp, editApp } from './site.api';

const BLANK: AppFields = { name: '', icon: '', description: '', url: '', sort: 0, enabled: true };

const fieldsOf = ({ id: _id, icon_url: _url, ...fields }: AppEntry): AppFields => fields;

export function AppDialog({
  app,
  onClose,
  onSaved,
}: {
  /** The app edited, null for a new one. */
  app: AppEntry | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [iconUrl, setIconUrl] = useState(app?.icon_url ?? '');
  const form = useForm({
    defaultValues: app ? fieldsOf(app) : BLANK,
    validators: { onChange: AppBody },
    onSubmit: async ({ value }) => {
      try {
        await (app ? editApp(app.id, value) : createApp(value));
        toast(t`已保存`);
        await onSaved();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={app ? t`编辑应用` : t`新建应用`}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      busy={submitting}
    >
      <FormGrid>
        <form.Field name="name">
          {(field) => <FormInput field={field} label={t`名称`} problem={t`请输入 1–20 个字的名称`} />}
        </form.Field>
        <form.Field name="sort">
          {(field) => (
            <FormInput field={field} numeric type="number" label={t`排序`} problem={t`请输入 0–9999 的整数`} />
          )}
        </form.Field>
        <form.Field name="icon">
          {(field) => (
            <Field label={t`图标`} hint={t`正方形图片效果最好`} problem={problemOf(field, t`请上传图标`)}>
              {() => (
                <div className={styles.icon}>
                  {iconUrl && <img src={iconUrl} alt="" width={48} height={48} />}
                  <ImageUpload
                    label={iconUrl ? t`更换图标` : t`上传图标`}
                    testId="app-icon-file"
                    onUploaded={(image) => {
                      setIconUrl(image.url);
                      field.handleChange(image.path);
                    }}
                  />
                </div>
              )}
            </Field>
          )}
        </form.Field>
        <form.Field name="url">
          {(field) => (
            <FormInput field={field} wide label={t`链接`} problem={t`请输入 http(s) 开头的网址`} inputMode="url" />
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => <FormInput field={field} wide label={t`简介`} problem={t`简介最多 80 个字`} />}
        </form.Field>
        <form.Field name="enabled">{(field) => <FormSwitch field={field} label={t`在应用中心显示`} />}</form.Field>
      </FormGrid>
    </FormDialog>
  );
}
