/** A picture for what the console edits besides covers (splash ads, app icons…): stored, its path and address answered. */
import type { StoredImage } from '../../core/admin/answers';
import { request } from './client';

export const uploadImage = (image: Blob) => request<StoredImage>('POST', '/images', image);
