/** Where the contract lives on a server: the one copy page, service worker and server share. */

/** Every endpoint is POST `${API_PREFIX}/<name>.html`. */
export const API_PREFIX = '/api2';

/** The encrypted API base the app reads before its first call (spec §7), served by the app's origin. */
export const API_BASE_FILE = '/apiPath.txt';
