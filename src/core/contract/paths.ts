/** Where the contract lives on a server: the one copy page, service worker and server share. */

/** Every endpoint is POST `${API_PREFIX}/<name>.html`. */
export const API_PREFIX = '/api2';

/** The path of the endpoint `name`. */
export const endpointPath = <P extends string>(name: P) => `${API_PREFIX}/${name}.html` as const;

/** The encrypted API base the app reads before its first call, served by the app's origin. */
export const API_BASE_FILE = '/apiPath.txt';

/**
 * The id of the JSON block (`<script type="application/json">`) in which a server that knows the
 * contract hands the document its first answers: the encrypted API base (the text of
 * API_BASE_FILE) and the wire answers of the screen's first calls that are the same for every reader
 * (on `/` the default channel's home, on a detail its workDetail) or for every visitor (on a reader,
 * its chapter). Optional: served from a plain CDN, the app fetches them.
 */
export const DOCUMENT_BOOT_ID = 'manyue-boot';

/**
 * The id of a screen's first paint that such a server prints before the app's root (server/http/
 * first-paint.ts): the app removes it once its own screen shows the same (ui/useFirstPaintHandOver.ts).
 */
export const FIRST_PAINT_ID = 'manyue-first-paint';

/** A call's wire answer (`{code, msg, data}`), for that endpoint and body. */
export interface DocumentAnswer {
  name: string;
  body: unknown;
  answer: unknown;
  /** The answer as a visitor (no access token) gets it: taken only by a call made without one. */
  visitor?: boolean;
}

/** What that block holds. */
export interface DocumentBoot {
  apiPath: string;
  answers?: DocumentAnswer[];
}
