/** The crop sheet: drag to move, the slider to zoom, 使用此照片 to upload the square. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';
import { useBusy } from '../../../ui/useBusy';
import { useEffectOn } from '../../../ui/useEffectOn';
import styles from '../forms.module.css';
import { centredCrop, clampCrop, drawCrop, encodeCrop, zoomCrop } from './avatar-crop';

/** The viewport's side in CSS pixels. */
const SIDE = 260;
const MAX_ZOOM = 4;

export function AvatarCropper({
  image,
  onDone,
  onClose,
}: {
  image: ImageBitmap;
  onDone: (base64: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [crop, setCrop] = useState(() => centredCrop(image, SIDE));
  const [busy, run] = useBusy();
  const ratio = Math.min(3, globalThis.devicePixelRatio || 1);

  useEffectOn([crop, image], () => {
    const context = canvas.current?.getContext('2d');
    if (context) drawCrop(context, image, crop, SIDE, SIDE * ratio);
  });

  const onPointerDown = (e: React.PointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const from = drag.current;
    if (!from || from.id !== e.pointerId) return;
    drag.current = { id: from.id, x: e.clientX, y: e.clientY };
    setCrop((c) => clampCrop({ ...c, x: c.x + e.clientX - from.x, y: c.y + e.clientY - from.y }, image, SIDE));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Sheet title={<Trans>裁剪头像</Trans>} onClose={onClose} data-testid="avatar-cropper">
      <div className={styles.cropStage}>
        <canvas
          ref={canvas}
          className={styles.cropCanvas}
          width={SIDE * ratio}
          height={SIDE * ratio}
          style={{ width: SIDE, height: SIDE }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          role="img"
          aria-label={t`头像预览，拖动调整位置`}
        />
      </div>
      <label className={styles.cropZoom}>
        <span>
          <Trans>缩放</Trans>
        </span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={crop.zoom}
          onChange={(e) => setCrop((c) => zoomCrop(c, Number(e.target.value), image, SIDE))}
        />
      </label>
      <div className={styles.sheetActions}>
        <Button variant="ghost" onClick={onClose}>
          <Trans>取消</Trans>
        </Button>
        <Button disabled={busy} onClick={() => run(async () => onDone(await encodeCrop(image, crop, SIDE)))}>
          <Trans>使用此照片</Trans>
        </Button>
      </div>
    </Sheet>
  );
}
