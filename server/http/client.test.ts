import { describe, expect, it } from 'vitest';
import { addressKey, deviceFingerprint } from './client';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('deviceFingerprint', () => {
  it('tells devices apart by address and browser, and does not show either', () => {
    const a = deviceFingerprint('secret', '203.0.113.7', 'phone');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(deviceFingerprint('secret', '203.0.113.7', 'phone')).toBe(a);
    expect(deviceFingerprint('secret', '203.0.113.8', 'phone')).not.toBe(a);
    expect(deviceFingerprint('secret', '203.0.113.7', 'tablet')).not.toBe(a);
    expect(deviceFingerprint('other', '203.0.113.7', 'phone')).not.toBe(a);
  });
});
