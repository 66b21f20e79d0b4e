/**
 * Files to the server, resumably (tus, tus-js-client): sent in chunks, the offset asked again and
 * the rest sent after a cut (retried for a few minutes; a file chosen again later goes on where it
 * stopped, by its fingerprint kept in this browser), cancelled with its signal (the part sent is
 * removed). Answers the upload's id, for an import.
 */
import { type DetailedError, Upload } from 'tus-js-client';
import { UPLOADS_PATH } from '../../core/admin/paths';
import { ApiError } from './client';

/** Each PATCH sends this much: short requests, under the server's request time limit on a slow line. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** After a cut: tried again at once, then every few seconds, for about five minutes. */
const RETRIES = [0, 1000, 3000, 5000, ...Array.from({ length: 28 }, () => 10_000)];

/** Refusals that trying again will not change. */
const FINAL = new Set([401, 403, 404, 410, 413]);

export function uploadFile(
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOADS_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRIES,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress,
      onShouldRetry: (error: DetailedError) => !FINAL.has(error.originalResponse?.getStatus() ?? 0),
      onSuccess: () => resolve((upload.url ?? '').split('/').at(-1) as string),
      // Given up after the retries: the server's refusal, or no network.
      onError: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus();
        reject(
          status
            ? new ApiError(status, status === 413 ? 'tooLarge' : status === 403 ? 'forbidden' : 'server')
            : new ApiError(0, 'network'),
        );
      },
    });
    signal.addEventListener(
      'abort',
      () => {
        void upload.abort(true).catch(() => {});
        reject(new DOMException('cancelled', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (signal.aborted) return;
      const same = previous[0];
      if (same) upload.resumeFromPreviousUpload(same);
      upload.start();
    }, reject);
  });
}
