/** Invite codes from the address: kept 7 days in a cookie and localStorage. */
import * as v from 'valibot';
import { nextInviteCode, type StoredInviteCode } from '../core/rules/invite-code';
import { COOKIE_KEYS, LOCAL_KEYS } from '../core/storage-keys';
import { readJson, writeCookie, writeJson } from '../storage/local';

const Stored = v.object({ value: v.string(), expires: v.number() });

export function storedInviteCode(): StoredInviteCode | null {
  return readJson(LOCAL_KEYS.inviteCode, Stored);
}

export function captureInviteCode(fromAddress: string | null, now = Date.now()): string | null {
  const stored = storedInviteCode();
  const next = nextInviteCode(stored, fromAddress, now);
  if (next !== stored) {
    writeJson(LOCAL_KEYS.inviteCode, next);
    writeCookie(COOKIE_KEYS.inviteCode, next?.value ?? null, next?.expires);
  }
  return next?.value ?? null;
}
