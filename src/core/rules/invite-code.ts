/** An invite code from the address is kept 7 days, and only when none is kept yet. */
import { INVITE_CODE_DAYS } from '../config';

export interface StoredInviteCode {
  value: string;
  /** Epoch ms after which the code is forgotten. */
  expires: number;
}

export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export function inviteCodeExpiry(now: number): number {
  return now + INVITE_CODE_DAYS * 24 * 60 * 60 * 1000;
}

export function liveInviteCode(stored: StoredInviteCode | null, now: number): string | null {
  return stored && stored.expires > now ? stored.value : null;
}

/** What to store after a visit: the kept code while it lives, else a valid code from the address. */
export function nextInviteCode(
  stored: StoredInviteCode | null,
  fromAddress: string | null,
  now: number,
): StoredInviteCode | null {
  if (liveInviteCode(stored, now)) return stored;
  if (fromAddress && INVITE_CODE_PATTERN.test(fromAddress)) {
    return { value: fromAddress, expires: inviteCodeExpiry(now) };
  }
  return null;
}
