import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url';

describe('webUrl', () => {
  it.each(['https://example.com/app', 'http://example.com', ' https://example.com/a?b=1 '])('passes %s', (raw) => {
    expect(webUrl(raw)).toBe(new URL(raw.trim()).href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'ftp://x',
    'intent://x',
    '/relative',
    '',
  ])('refuses %s', (raw) => {
    expect(webUrl(raw)).toBeNull();
  });
});
