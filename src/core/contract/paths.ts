/** Where the contract lives on a server: the one copy page, service worker and server share. */

/** Every endpoint is POST `${API_PREFIX}/<name>.html`. */
export const API_PREFIX = '/api2';

/** The path of the endpoint `name`. */
export const endpointPath = <P extends string>(name: P) => `${API_PREFIX}/${name}.html` as const;

/** The encrypted API base the app reads before its first call, served by the app's origin. */
export const API_BASE_FILE = '/apiPath.txt';

/** The server's health check (load balancers, the test harness). */
export const HEALTH_PATH = '/healthz';
/** The web app manifest, written by the server under the site's name. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Covers, pages and clips. */
export const MEDIA_PREFIX = '/media';
/** The build's hashed scripts and styles. */
export const ASSETS_PREFIX = '/assets';
/** Payments: a provider's pay page (the sandbox cashier), its form posts and its notifications. */
export const PAY_PREFIX = '/pay';
/** The operator console: its pages and its API. */
export const ADMIN_PREFIX = '/admin';

/**
 * Every path the server owns, each with all below it: a navigation there must reach the server.
 * The reader's service worker never answers one with the app's shell (a worker that did would
 * swallow the cashier), and the server never falls back to the app for one. The server mounts
 * nothing else beside the app's routes (tests/server/server-paths.test.ts holds it to that): a
 * path it adds goes on this list.
 */
export const SERVER_PREFIXES = [
  API_PREFIX,
  API_BASE_FILE,
  HEALTH_PATH,
  MANIFEST_PATH,
  MEDIA_PREFIX,
  ASSETS_PREFIX,
  PAY_PREFIX,
  ADMIN_PREFIX,
] as const;

/** The last segment names a file (sw.js, an icon, favicon.svg): the build's files are served as they are. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/** Whether `pathname` is the server's (on SERVER_PREFIXES, or a file) rather than one of the app's screens. */
export const isServerPath = (pathname: string): boolean =>
  FILE_NAME.test(pathname) ||
  SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The id of the JSON block (`<script type="application/json">`) in which a server that knows the
 * contract hands the document its first answers: the encrypted API base (the text of
 * API_BASE_FILE) and, decrypted, the answers of the screen's first calls that are the same for every
 * reader (on `/` the default channel's home, on a detail its workDetail) or for every visitor (on a
 * reader, its chapter). Optional: served from a plain CDN, the app fetches them.
 */
export const DOCUMENT_BOOT_ID = 'manyue-boot';

/**
 * The id of a screen's first paint that such a server prints before the app's root (server/http/
 * first-paint.ts): the app removes it once its own screen shows the same (ui/useFirstPaintHandOver.ts).
 */
export const FIRST_PAINT_ID = 'manyue-first-paint';

/** A call's answer as the API's caller reads it once decrypted, for that endpoint and body. */
export interface DocumentAnswer {
  name: string;
  body: unknown;
  answer: unknown;
  /** The answer as a visitor (no access token) gets it: taken only by a call made without one, or by the guest the page just created. */
  visitor?: boolean;
}

/** What that block holds. */
export interface DocumentBoot {
  apiPath: string;
  answers?: DocumentAnswer[];
}
