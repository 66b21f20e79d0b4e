/**
 * Return paths that try to leave the site (open-redirect bypasses), for the server test
 * (return-path.test.ts) and the attack benchmark (bench/attacks.ts).
 */

/** Tabs, newlines, backslashes, `//`, `/\`, encoded forms, `@`, dot segments, IDN, other schemes. */
export const BYPASSES = [
  '/\t/evil.example/phish',
  '/\r/evil.example/phish',
  '/\n/evil.example/phish',
  '/\t\t/evil.example',
  '/\u0000/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/./\\evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2F%2Fevil.example/x',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/@evil.example',
  '/x@evil.example/',
  '/:@evil.example',
  '/ｅｖｉｌ．ｅｘａｍｐｌｅ',
  '/\u3002evil.example',
  '/evil。example',
  '/\u2028/evil.example',
  '/\u00a0/evil.example',
  'https://evil.example/',
  'http:/evil.example',
  'javascript:alert(1)',
  '/pay/sandbox/M1',
  '/api2/home.html',
  '/media/x.webp',
];

/** Refused outright: a control character, a backslash, or a path that resolves to `//host`. */
export const REFUSED = [
  '/\t/evil.example/phish',
  '/\r/evil.example/phish',
  '/\n/evil.example/phish',
  '/\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/pay/sandbox/M1',
];
