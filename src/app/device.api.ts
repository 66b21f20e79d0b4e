/** Telling the server about this device once it came through an invite: the app's version, the code and the referrer. */
import { call } from '../api';

const CLIENT_VERSION = __APP_VERSION__;

export const reportDevice = (shareCode: string) =>
  call(
    'deviceInit',
    { client_version: CLIENT_VERSION, share_code: shareCode, referrer: document.referrer },
    { quiet: true },
  );
