/**
 * The start-up overlay besides notices: the splash ad (switch, pictures, countdown, link), the
 * app-open banner's link and the iframe items, beside a phone frame running the reader's own
 * overlay on the draft. Saved together; readers get it at their next start.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { type OverlaySettings, OverlaySettingsForm, overlayValues } from '../../../core/admin/site-settings';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { controlClass, Field, problemOf } from '../../ui/Field';
import { FormActions, FormGrid, FormInput, FormSwitch } from '../../ui/FormFields';
import { ImageUpload } from '../../ui/ImageUpload';
import { Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import styles from './Notices.module.css';
import { saveOverlaySettings } from './notices.api';
import { OverlayPhone } from './OverlayPhone';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The site's own pictures are kept as paths (the reader's origin serves them, over whatever scheme
 * it is reached by); a media host's by their https address.
 */
function pictureAddress(url: string): string {
  const address = new URL(url, location.origin);
  return address.origin === location.origin ? address.pathname : address.href;
}

export function OverlaySettingsPanel({ settings }: { settings: OverlaySettings }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const form = useForm({
    defaultValues: settings,
    validators: { onChange: OverlaySettingsForm },
    onSubmit: async ({ value }) => {
      try {
        await saveOverlaySettings(value);
        toast(t`已保存，读者下次打开应用时生效`);
        await router.invalidate();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  const address = t`请输入 http(s) 网址或以 / 开头的站内路径`;
  return (
    <div className={styles.layout}>
      <Panel title={t`开屏广告、App 横幅与 iframe`}>
        <form
          noValidate
          aria-label={t`开屏广告、App 横幅与 iframe`}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <FormGrid>
            <form.Field name="open_screen_switch">
              {(field) => <FormSwitch field={field} label={t`显示开屏广告`} />}
            </form.Field>
            <form.Field name="open_screen_time">
              {(field) => (
                <FormInput
                  field={field}
                  numeric
                  type="number"
                  min={1}
                  max={30}
                  label={t`倒计时（秒）`}
                  problem={t`请输入 1–30 的整数`}
                />
              )}
            </form.Field>
            <form.Field name="open_screen_url">
              {(field) => (
                <FormInput
                  field={field}
                  wide
                  label={t`广告链接`}
                  hint={t`点击广告打开的网址；站内路径（如 /vip）在应用内打开`}
                  problem={address}
                />
              )}
            </form.Field>
            <form.Field name="open_screen_images">
              {(field) => (
                <Field
                  wide
                  label={t`广告图片（轮播，最多 6 张）`}
                  hint={t`不上传图片时显示站点的默认开屏卡片`}
                  problem={problemOf(field, t`图片须为 https 网址，最多 6 张`)}
                >
                  {() => (
                    <div className={styles.images}>
                      {field.state.value.map((src, index) => (
                        <figure key={src} className={styles.image}>
                          <img src={src} alt={t`第 ${index + 1} 张`} width={72} height={128} />
                          <Button
                            size="small"
                            variant="quiet"
                            onClick={() => field.handleChange(field.state.value.filter((other) => other !== src))}
                          >
                            {t`移除`}
                          </Button>
                        </figure>
                      ))}
                      {field.state.value.length < 6 && (
                        <ImageUpload
                          label={t`上传图片`}
                          testId="splash-image-file"
                          onUploaded={(image) => field.handleChange([...field.state.value, pictureAddress(image.url)])}
                        />
                      )}
                    </div>
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="app_download_url">
              {(field) => (
                <FormInput
                  field={field}
                  wide
                  label={t`App 横幅链接`}
                  hint={t`浏览器里的读者在底部看到“打开 App”横幅；留空则不显示`}
                  problem={address}
                />
              )}
            </form.Field>
            <form.Field name="iframe_list">
              {(field) => (
                <Field
                  wide
                  label={t`iframe 页面（每行一个，最多 5 个）`}
                  hint={t`启动时依次载入；页面发送 message 后进入下一个`}
                  problem={problemOf(field, t`每行须为 https 网址或站内路径，最多 5 个`)}
                >
                  {({ id, invalid, describedBy }) => (
                    <textarea
                      id={id}
                      name={field.name}
                      rows={3}
                      className={controlClass}
                      aria-invalid={invalid}
                      aria-describedby={describedBy}
                      defaultValue={field.state.value.join('\n')}
                      onChange={(event) => field.handleChange(lines(event.target.value))}
                      onBlur={field.handleBlur}
                    />
                  )}
                </Field>
              )}
            </form.Field>
          </FormGrid>
          <FormActions>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" variant="primary" busy={submitting}>
                  {t`保存开屏设置`}
                </Button>
              )}
            </form.Subscribe>
          </FormActions>
        </form>
      </Panel>
      <Panel title={t`预览（开屏与横幅）`}>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => <OverlayPhone notices={[]} values={overlayValues(values)} />}
        </form.Subscribe>
      </Panel>
    </div>
  );
}
