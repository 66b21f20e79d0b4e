/**
 * A button that uploads one picture as it is chosen (the server re-encodes it to WebP and answers
 * its media path and address); a refusal is said in a toast.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StoredImage } from '../../core/admin/answers';
import { errorText } from '../api/errors';
import { uploadImage } from '../api/images';
import styles from './ImageUpload.module.css';
import { toast } from './toasts';

export function ImageUpload({
  label,
  testId,
  onUploaded,
}: {
  label: string;
  testId: string;
  onUploaded: (image: StoredImage) => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <label className={styles.pick} aria-busy={busy}>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        className="visually-hidden"
        data-testid={testId}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            onUploaded(await uploadImage(file));
          } catch (error) {
            toast(errorText(i18n, error), 'error');
          } finally {
            setBusy(false);
          }
        }}
      />
      {busy ? t`上传中…` : label}
    </label>
  );
}
