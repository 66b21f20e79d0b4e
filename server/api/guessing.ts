/**
 * Wrong guesses at one account's secret (its password, a recovery code), counted per account and
 * per client address, so that guessing is slowed without the owner being refused:
 * - an address that has guessed wrong FAILURES_PER_ADDRESS times at an account within 15 minutes
 *   waits (429) before its next guess at that account;
 * - once the account has had ACCOUNT_FAILURES wrong guesses within 15 minutes from anywhere (it is
 *   being guessed at), an address that has guessed wrong at it even once waits too;
 * - an address that has not guessed wrong at the account — its owner's — is always heard: someone
 *   else's failures never refuse the right password.
 * Only failures count: the owner's own successful logins cost nothing.
 */
import type { Db } from '../db/engine';
import { countHit, hitsOf } from '../db/rate-limits';
import { refuse } from '../http/failure';

export const FAILURES_PER_ADDRESS = 5;
export const ACCOUNT_FAILURES = 10;
const WINDOW_SECONDS = 900;

const keys = (subject: string, address: string) => ({ all: `fail:${subject}`, here: `fail:${subject}@${address}` });

/** Refuses (429) a guess at `subject` from `address` when that address is to wait. */
export async function checkGuessing(db: Db, subject: string, address: string): Promise<void> {
  const { all, here } = keys(subject, address);
  const failedHere = await hitsOf(db, here, WINDOW_SECONDS);
  if (failedHere >= FAILURES_PER_ADDRESS) refuse(429, 'tooMany');
  if (failedHere > 0 && (await hitsOf(db, all, WINDOW_SECONDS)) >= ACCOUNT_FAILURES) refuse(429, 'tooMany');
}

/** Counts a wrong guess at `subject` from `address`. */
export async function countWrongGuess(db: Db, subject: string, address: string): Promise<void> {
  const { all, here } = keys(subject, address);
  await countHit(db, here, WINDOW_SECONDS);
  await countHit(db, all, WINDOW_SECONDS);
}
