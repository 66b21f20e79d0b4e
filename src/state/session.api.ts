/** The login state's calls: a guest account for this visitor, the reader's info, logging out. */
import { call } from '../api';
import type { User } from '../core/contract/user';

/** A new guest, with the invite code it came with (if still live). */
export const createGuest = (inviteCode: string | null) =>
  call('autoCreateAndLogin', { domain: location.host, ...(inviteCode ? { invite_code: inviteCode } : {}) });

/** The reader's info; `kept` answers offline (the user kept on the device). */
export const fetchUserInfo = (kept?: () => User | null) => call('userInfo', {}, kept ? { offline: kept } : {});

/** Ends the session on the server; quiet, as the app resets its state whatever it answers. */
export const endSession = () => call('logout', {}, { quiet: true });
