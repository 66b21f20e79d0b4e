/**
 * 头像: upload a photo (chosen on the phone, cropped square here, re-encoded by the server) or pick
 * one of the app's avatars.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { user } from '../../../state/session';
import { showToast } from '../../../state/toast';
import { buttonClass } from '../../../ui/Button';
import { FormNote } from '../../../ui/Form';
import { Icon } from '../../../ui/Icon';
import { useBusy } from '../../../ui/useBusy';
import { editProfile, uploadAvatar } from '../account.api';
import styles from '../forms.module.css';
import { AvatarCropper } from './AvatarCropper';

/** A photo larger than this is not even decoded on the phone. */
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

export const AVATARS = Array.from({ length: 8 }, (_, i) => `/avatars/${i + 1}.svg`);

export function ProfileScreen() {
  const { t } = useLingui();
  const { info } = useSnapshot(user);
  const [busy, run] = useBusy();
  const [photo, setPhoto] = useState<ImageBitmap | null>(null);

  const closeCropper = () => {
    photo?.close();
    setPhoto(null);
  };

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return showToast(t`照片过大，请选择 25 MB 以内的照片`);
    try {
      setPhoto(await createImageBitmap(file));
    } catch {
      showToast(t`无法读取这张图片，请选择 JPEG、PNG 或 WebP 图片`);
    }
  };

  const upload = async (base64: string) => {
    await uploadAvatar(base64);
    closeCropper();
    showToast(t`头像已更新`, { type: 'success' });
  };

  const choose = (avatar: string) =>
    run(async () => {
      await editProfile({ avatar });
      showToast(t`头像已更新`, { type: 'success' });
    });

  return (
    <div>
      <div className={styles.preview}>
        {info?.avatar ? (
          <img src={info.avatar} alt={t`当前头像`} />
        ) : (
          <span className={styles.previewEmpty}>
            <Icon name="user" size={44} />
          </span>
        )}
      </div>
      <div className={styles.upload}>
        <label className={buttonClass()} aria-disabled={!info}>
          <Icon name="user" size={18} />
          <Trans>上传照片</Trans>
          <input type="file" accept="image/jpeg,image/png,image/webp,image/*" disabled={!info} onChange={onFile} />
        </label>
        <FormNote>
          <Trans>选择照片后可拖动、缩放，裁剪成正方形。也可以选择下面的默认头像。</Trans>
        </FormNote>
      </div>
      <fieldset className={styles.avatars} disabled={busy || !info}>
        <legend className="visually-hidden">
          <Trans>选择头像</Trans>
        </legend>
        {AVATARS.map((src, i) => (
          <label key={src} className={styles.avatarOption}>
            <input
              type="radio"
              name="avatar"
              value={src}
              checked={info?.avatar === src}
              onChange={() => choose(src)}
              aria-label={t`头像 ${i + 1}`}
            />
            <img src={src} alt="" width={72} height={72} />
          </label>
        ))}
      </fieldset>
      {photo && <AvatarCropper image={photo} onDone={upload} onClose={closeCropper} />}
    </div>
  );
}
