/** Where the contract lives on a server: the one copy page, service worker and server share. */

/** Every endpoint is POST `${API_PREFIX}/<name>.html`. */
export const API_PREFIX = '/api2';

/** The encrypted API base the app reads before its first call (spec §7), served by the app's origin. */
export const API_BASE_FILE = '/apiPath.txt';

/**
 * The id of the JSON block (`<script type="application/json">`) in which a server that knows the
 * contract hands the document its first answers: the encrypted API base (the text of
 * API_BASE_FILE) and, on `/`, the wire answer of the default channel's home. Optional: served from
 * a plain CDN, the app fetches both.
 */
export const DOCUMENT_BOOT_ID = 'manyue-boot';

/** What that block holds. */
export interface DocumentBoot {
  apiPath: string;
  home?: { body: { channel: string }; answer: unknown };
}
