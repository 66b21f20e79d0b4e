/**
 * The app's one ky instance. Loaded by the first request (api/index.ts), in a chunk of its own: an
 * answer the document brought (api/document-boot.ts) is decoded without it, so ky is not evaluated
 * in front of the home's banner.
 */
import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from '../core/config';
import { i18n } from '../i18n/i18n';

export const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        if (i18n.locale) request.headers.set('Accept-Language', i18n.locale);
      },
    ],
  },
});
