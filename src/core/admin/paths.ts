/** Where the console lives on the server: its pages under ADMIN_PATH, its JSON API under ADMIN_API. */
import { ADMIN_PREFIX } from '../contract/paths';

export const ADMIN_PATH = ADMIN_PREFIX;
export const ADMIN_API = `${ADMIN_PATH}/api`;
/** Resumable uploads (tus 1.0) of files to import. */
export const UPLOADS_PATH = `${ADMIN_API}/uploads`;
/** The page a one-time link opens to set a password: `${ADMIN_PATH}/password?token=…`. */
export const PASSWORD_PAGE = `${ADMIN_PATH}/password`;
