/** A work's cover: upload a picture, crop it to 3:4 here, and it replaces the cover for readers. */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { WorkDetail } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { Dialog } from '../../ui/Dialog';
import { ImageCropper } from '../../ui/ImageCropper';
import { Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import styles from './CoverPanel.module.css';
import { uploadCover } from './works.api';

/** The cover's stored size (the server makes 600×800 of it); cropped a little larger. */
const COVER_CROP_WIDTH = 1200;

export function CoverPanel({ work }: { work: WorkDetail }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Panel title={t`封面`}>
      <img
        className={styles.cover}
        src={`${work.cover}?w=480`}
        alt={t`${work.title} 的封面`}
        width={240}
        height={320}
      />
      <label className={styles.pick}>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="visually-hidden"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        {t`更换封面`}
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
                await uploadCover(work.id, image);
                setFile(null);
                toast(t`封面已更新`);
                await router.invalidate();
              } catch (error) {
                toast(errorText(i18n, error), 'error');
              }
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}
