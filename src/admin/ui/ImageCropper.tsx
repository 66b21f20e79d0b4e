/**
 * Cropping a chosen picture to a fixed shape in the browser (react-easy-crop): a cover's 3:4, a
 * banner's 2:1. Drag and zoom; the crop is drawn onto a canvas at up to `maxWidth` pixels wide and
 * handed over as WebP (the server re-encodes it again).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from './Button';
import styles from './ImageCropper.module.css';

export interface ImageCropperProps {
  file: File;
  /** Width over height: 3 / 4 for a cover. */
  aspect: number;
  maxWidth: number;
  onCropped: (image: Blob) => Promise<void>;
  onCancel: () => void;
}

async function cropped(source: string, area: Area, maxWidth: number): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  canvas.getContext('2d')?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/webp', 0.92),
  );
}

export function ImageCropper({ file, aspect, maxWidth, onCropped, onCancel }: ImageCropperProps) {
  const { t } = useLingui();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className={styles.cropper}>
      <div className={styles.stage}>
        {source && (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            showGrid
          />
        )}
      </div>
      <label className={styles.zoom}>
        <span>{t`缩放`}</span>
        <input
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t`取消`}</Button>
        <Button
          variant="primary"
          busy={busy}
          disabled={!area || !source}
          onClick={async () => {
            if (!area || !source) return;
            setBusy(true);
            try {
              await onCropped(await cropped(source, area, maxWidth));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t`使用此裁剪`}
        </Button>
      </div>
    </div>
  );
}
