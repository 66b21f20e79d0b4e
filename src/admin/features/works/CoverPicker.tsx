/**
 * A work's cover as the console shows it, and the button that replaces it: the picture chosen is
 * cropped to 3:4 here, in the browser, then handed over (uploaded at once, or with a new work).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import { Dialog } from '../../ui/Dialog';
import { ImageCropper } from '../../ui/ImageCropper';
import { toast } from '../../ui/toasts';
import styles from './CoverPanel.module.css';

/** The cover's stored size (the server makes 600×800 of it); cropped a little larger. */
const COVER_CROP_WIDTH = 1200;

export interface CoverPickerProps {
  /** The cover now (an address), or none yet. */
  src: string | null;
  alt: string;
  /** What the button says: choose a cover, or replace it. */
  pickLabel: string;
  /** The chosen picture, cropped; a failure is said and the cropper stays open. */
  onCropped: (image: Blob) => Promise<void>;
}

export function CoverPicker({ src, alt, pickLabel, onCropped }: CoverPickerProps) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      {src ? (
        <img className={styles.cover} src={src} alt={alt} width={240} height={320} />
      ) : (
        <div className={`${styles.cover} ${styles.empty}`}>{t`未选封面：按标题生成`}</div>
      )}
      <label className={styles.pick}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="visually-hidden"
          data-testid="cover-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        {pickLabel}
      </label>
      <p className={styles.hint}>{t`JPEG、PNG 或 WebP，裁剪为 3:4`}</p>
      <Dialog open={file !== null} title={t`裁剪封面（3:4）`} onClose={() => setFile(null)} wide>
        {file && (
          <ImageCropper
            file={file}
            aspect={3 / 4}
            maxWidth={COVER_CROP_WIDTH}
            onCancel={() => setFile(null)}
            onCropped={async (image) => {
              try {
                await onCropped(image);
                setFile(null);
              } catch (error) {
                toast(errorText(i18n, error), 'error');
              }
            }}
          />
        )}
      </Dialog>
    </>
  );
}
