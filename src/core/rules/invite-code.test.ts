import { describe, expect, it } from 'vitest';
import { INVITE_CODE_DAYS } from '../config';
import {
  INVITE_CODE_PATTERN,
  inviteCodeExpiry,
  liveInviteCode,
  nextInviteCode,
  type StoredInviteCode,
} from './invite-code';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2024, 0, 15, 8, 30);

describe('inviteCodeExpiry', () => {
  it('is 7 days after now', () => {
    expect(INVITE_CODE_DAYS).toBe(7);
    expect(inviteCodeExpiry(NOW)).toBe(NOW + 7 * DAY);
    expect(inviteCodeExpiry(0)).toBe(604_800_000);
  });
});

describe('liveInviteCode', () => {
  const stored: StoredInviteCode = { value: 'ABC123', expires: NOW + DAY };

  it('returns null with nothing stored', () => {
    expect(liveInviteCode(null, NOW)).toBeNull();
  });

  it('returns the code until it expires', () => {
    expect(liveInviteCode(stored, NOW)).toBe('ABC123');
    expect(liveInviteCode(stored, stored.expires - 1)).toBe('ABC123');
  });

  it('forgets it at the expiry instant and after', () => {
    expect(liveInviteCode(stored, stored.expires)).toBeNull();
    expect(liveInviteCode(stored, stored.expires + 1)).toBeNull();
    expect(liveInviteCode(stored, stored.expires + 30 * DAY)).toBeNull();
  });
});

describe('nextInviteCode', () => {
  it('stores a valid code from the address for 7 days when none is kept', () => {
    expect(nextInviteCode(null, 'ABC123', NOW)).toEqual({ value: 'ABC123', expires: NOW + 7 * DAY });
  });

  it('keeps nothing when there is no code anywhere', () => {
    expect(nextInviteCode(null, null, NOW)).toBeNull();
    expect(nextInviteCode(null, '', NOW)).toBeNull();
  });

  it('does not overwrite a live code with another one from the address', () => {
    const kept = nextInviteCode(null, 'FIRST', NOW);
    const later = nextInviteCode(kept, 'SECOND', NOW + 6 * DAY);
    expect(later).toBe(kept);
    expect(later).toEqual({ value: 'FIRST', expires: NOW + 7 * DAY });
  });

  it('keeps a live code when the address has none, without extending it', () => {
    const kept = nextInviteCode(null, 'FIRST', NOW);
    expect(nextInviteCode(kept, null, NOW + 3 * DAY)).toEqual({ value: 'FIRST', expires: NOW + 7 * DAY });
  });

  it('a code is kept 7 days: one millisecond before expiry it still blocks a new one', () => {
    const kept = nextInviteCode(null, 'FIRST', NOW);
    expect(nextInviteCode(kept, 'SECOND', NOW + 7 * DAY - 1)?.value).toBe('FIRST');
  });

  it('replaces an expired code with the one from the address, for a fresh 7 days', () => {
    const kept = nextInviteCode(null, 'FIRST', NOW);
    const atExpiry = NOW + 7 * DAY;
    expect(nextInviteCode(kept, 'SECOND', atExpiry)).toEqual({ value: 'SECOND', expires: atExpiry + 7 * DAY });
    expect(nextInviteCode(kept, 'SECOND', atExpiry + DAY)).toEqual({
      value: 'SECOND',
      expires: atExpiry + 8 * DAY,
    });
  });

  it('the same code visited again after expiry starts a new 7 days', () => {
    const kept = nextInviteCode(null, 'FIRST', NOW);
    expect(nextInviteCode(kept, 'FIRST', NOW + 10 * DAY)).toEqual({ value: 'FIRST', expires: NOW + 17 * DAY });
  });

  it('drops an expired code when the address has none', () => {
    const expired: StoredInviteCode = { value: 'OLD', expires: NOW };
    expect(nextInviteCode(expired, null, NOW)).toBeNull();
  });

  it.each(['a', 'Z', '0', 'abc_DEF-123', '-', '_', 'x'.repeat(32)])('accepts the valid code %j', (code) => {
    expect(INVITE_CODE_PATTERN.test(code)).toBe(true);
    expect(nextInviteCode(null, code, NOW)).toEqual({ value: code, expires: NOW + 7 * DAY });
  });

  it.each([
    ['empty', ''],
    ['33 characters', 'x'.repeat(33)],
    ['a space', 'abc 123'],
    ['a leading space', ' abc'],
    ['a trailing newline', 'abc\n'],
    ['a dot', 'abc.def'],
    ['a slash', 'abc/def'],
    ['a plus', 'abc+def'],
    ['percent-encoding', 'abc%20'],
    ['markup', '<script>'],
    ['quotes', '"abc"'],
    ['Chinese', '漫阅'],
    ['an accented letter', 'café'],
    ['an emoji', 'abc😀'],
  ])('refuses a code with %s', (_name, code) => {
    expect(INVITE_CODE_PATTERN.test(code)).toBe(false);
    expect(nextInviteCode(null, code, NOW)).toBeNull();
  });

  it('an invalid code from the address does not replace an expired one with garbage', () => {
    const expired: StoredInviteCode = { value: 'OLD', expires: NOW - 1 };
    expect(nextInviteCode(expired, 'bad code!', NOW)).toBeNull();
  });

  it('an invalid code from the address leaves a live one in place', () => {
    const live: StoredInviteCode = { value: 'LIVE', expires: NOW + 1 };
    expect(nextInviteCode(live, 'bad code!', NOW)).toBe(live);
  });
});
