/** A banner's form in a dialog: its 2:1 picture (cropped here, stored through the console's image upload), words, target and window. */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import type { LayoutBanner } from '../../../core/home-layout';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, problemOf } from '../../ui/Field';
import { FormGrid, FormInput, FormSelect } from '../../ui/FormFields';
import { ImageCropper } from '../../ui/ImageCropper';
import { toast } from '../../ui/toasts';
import { BannerFormSchema, bannerFormValues, blankBanner, toBanner } from './banner-form';
import styles from './Home.module.css';
import { uploadImage } from './home.api';
import { type PickedWork, WorkPicker } from './WorkPicker';

/** Banners are stored 1600 wide at most; cropped to that. */
const BANNER_CROP_WIDTH = 1600;

export function BannerDialog({
  banner,
  bannerKey,
  imageUrl,
  workTitle,
  onDone,
  onClose,
}: {
  banner: LayoutBanner | null;
  bannerKey: string;
  /** The address of a stored picture's path. */
  imageUrl: (path: string) => string;
  workTitle: (id: number) => string | undefined;
  onDone: (banner: LayoutBanner, work: PickedWork | null) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [picked, setPicked] = useState<PickedWork | null>(null);
  const [uploaded, setUploaded] = useState<{ path: string; url: string } | null>(null);
  const form = useForm({
    defaultValues: banner ? bannerFormValues(banner) : blankBanner,
    validators: { onChange: BannerFormSchema },
    onSubmit: ({ value }) => onDone(toBanner(value, bannerKey), picked),
  });
  const pictureOf = (path: string) => (uploaded?.path === path ? uploaded.url : imageUrl(path));
  return (
    <Dialog
      open
      wide
      title={file ? t`裁剪图片（2:1）` : banner ? t`编辑轮播图` : t`新建轮播图`}
      onClose={onClose}
      actions={
        // The cropper has its own buttons.
        file ? undefined : (
          <>
            <Button onClick={onClose}>{t`取消`}</Button>
            <Button variant="primary" onClick={() => void form.handleSubmit()}>
              {t`确定`}
            </Button>
          </>
        )
      }
    >
      {file && (
        <ImageCropper
          file={file}
          aspect={2}
          maxWidth={BANNER_CROP_WIDTH}
          onCancel={() => setFile(null)}
          onCropped={async (image) => {
            try {
              const stored = await uploadImage(image);
              setUploaded({ path: stored.path, url: stored.url });
              form.setFieldValue('image', stored.path);
              setFile(null);
            } catch (error) {
              toast(errorText(i18n, error), 'error');
            }
          }}
        />
      )}
      <form
        hidden={file !== null}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <FormGrid>
          <form.Field name="image">
            {(field) => (
              <Field label={t`图片（2:1）`} problem={problemOf(field, t`请上传图片`)} wide>
                {({ id }) => (
                  <div className={styles.bannerPick}>
                    {field.state.value ? (
                      <img className={styles.bannerImage} src={pictureOf(field.state.value)} alt="" />
                    ) : (
                      <div className={`${styles.bannerImage} ${styles.empty}`}>{t`未选图片`}</div>
                    )}
                    <label className={styles.fileButton}>
                      <input
                        id={id}
                        type="file"
                        accept="image/jpeg,image/png,image/webp,image/avif"
                        className="visually-hidden"
                        data-testid="banner-file"
                        onChange={(event) => {
                          setFile(event.target.files?.[0] ?? null);
                          event.target.value = '';
                        }}
                      />
                      {field.state.value ? t`更换图片` : t`上传图片`}
                    </label>
                  </div>
                )}
              </Field>
            )}
          </form.Field>
          <form.Field name="title">
            {(field) => <FormInput field={field} label={t`标题`} problem={t`请输入 1–40 个字的标题`} />}
          </form.Field>
          <form.Field name="subtitle">
            {(field) => <FormInput field={field} label={t`副标题`} problem={t`副标题最多 60 个字`} />}
          </form.Field>
          <form.Field name="target">
            {(field) => (
              <FormSelect
                field={field}
                label={t`点击后打开`}
                problem={t`请选择`}
                choices={[
                  { value: 'work', label: t`作品` },
                  { value: 'url', label: t`网址` },
                ]}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.target}>
            {(target) =>
              target === 'work' ? (
                <form.Field name="work_id">
                  {(field) => (
                    <Field label={t`作品`} problem={problemOf(field, t`请选择作品`)} wide>
                      {() => (
                        <div>
                          <p className={styles.chosen}>
                            {field.state.value === null
                              ? t`未选择`
                              : ((picked?.id === field.state.value ? picked.title : workTitle(field.state.value)) ??
                                `#${field.state.value}`)}
                          </p>
                          <WorkPicker
                            taken={field.state.value === null ? [] : [field.state.value]}
                            onPick={(work) => {
                              setPicked(work);
                              field.handleChange(work.id);
                            }}
                          />
                        </div>
                      )}
                    </Field>
                  )}
                </form.Field>
              ) : (
                <form.Field name="url">
                  {(field) => (
                    <FormInput
                      field={field}
                      type="url"
                      wide
                      label={t`网址`}
                      placeholder="https://"
                      problem={t`请输入以 http:// 或 https:// 开头的网址`}
                    />
                  )}
                </form.Field>
              )
            }
          </form.Subscribe>
          <form.Field name="show_from">
            {(field) => (
              <FormInput
                field={field}
                type="datetime-local"
                label={t`开始显示（北京时间）`}
                hint={t`留空：立即`}
                problem={t`请输入有效的时间`}
              />
            )}
          </form.Field>
          <form.Field name="show_until">
            {(field) => (
              <FormInput
                field={field}
                type="datetime-local"
                label={t`结束显示（北京时间）`}
                hint={t`留空：一直显示`}
                problem={t`结束时间须晚于开始时间`}
              />
            )}
          </form.Field>
        </FormGrid>
      </form>
    </Dialog>
  );
}
