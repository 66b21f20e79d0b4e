/** A picture stored for the console (banners, icons…), its bytes cropped in the browser (ui/ImageCropper). */
import type { StoredImage } from '../../core/admin/answers';
import { request } from './client';

export const storeImage = (image: Blob) => request<StoredImage>('POST', '/images', image);
