/**
 * The square crop of an avatar photo, done on the device: the geometry of a pan-and-zoom square
 * viewport over the image, and the cropped square encoded as JPEG (every browser's canvas encodes
 * it; the server re-encodes to WebP anyway) in base64 for uploadAvatar.
 */

/** The side of the square sent to the server: twice the largest size it keeps. */
export const CROP_SIDE = 512;

export interface Crop {
  /** 1 = the image just covers the viewport. */
  zoom: number;
  /** The image's top-left corner in viewport units (≤ 0: the image always covers the square). */
  x: number;
  y: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

const coverScale = (image: ImageSize, side: number) => side / Math.min(image.width, image.height);

/** Keeps the image covering the square. */
export function clampCrop(crop: Crop, image: ImageSize, side: number): Crop {
  const scale = coverScale(image, side) * crop.zoom;
  const clamp = (value: number, extent: number) => Math.min(0, Math.max(side - extent * scale, value));
  return { zoom: crop.zoom, x: clamp(crop.x, image.width), y: clamp(crop.y, image.height) };
}

export const centredCrop = (image: ImageSize, side: number): Crop => ({
  zoom: 1,
  x: (side - image.width * coverScale(image, side)) / 2,
  y: (side - image.height * coverScale(image, side)) / 2,
});

/** A new zoom that keeps the point under the square's centre where it is. */
export function zoomCrop(crop: Crop, zoom: number, image: ImageSize, side: number): Crop {
  const before = coverScale(image, side) * crop.zoom;
  const after = coverScale(image, side) * zoom;
  const centre = side / 2;
  return clampCrop(
    { zoom, x: centre - ((centre - crop.x) / before) * after, y: centre - ((centre - crop.y) / before) * after },
    image,
    side,
  );
}

/** Draws the crop onto a square canvas context of `target` pixels a side. */
export function drawCrop(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource & ImageSize,
  crop: Crop,
  side: number,
  target: number,
): void {
  const k = target / side;
  const scale = coverScale(image, side) * crop.zoom * k;
  context.clearRect(0, 0, target, target);
  context.drawImage(image, crop.x * k, crop.y * k, image.width * scale, image.height * scale);
}

/** The crop as base64 JPEG bytes, CROP_SIDE a side. */
export async function encodeCrop(image: CanvasImageSource & ImageSize, crop: Crop, side: number): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = CROP_SIDE;
  canvas.height = CROP_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  drawCrop(context, image, crop, side, CROP_SIDE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('the canvas did not encode');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
