import { describe, expect, it } from 'vitest';
import { appPath, isEmbeddable, isSameOrigin, safeUrl } from './safe-url';

const ORIGIN = 'https://manyue.test';

describe('safeUrl', () => {
  it.each([
    ['https://ads.example/a?b=1', 'https://ads.example/a?b=1'],
    ['http://ads.example/', 'http://ads.example/'],
    ['/personal/application', 'https://manyue.test/personal/application'],
    ['  /vip  ', 'https://manyue.test/vip'],
    ['//cdn.example/x.png', 'https://cdn.example/x.png'],
  ])('accepts the web address %s', (raw, href) => {
    expect(safeUrl(raw, ORIGIN)?.href).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://manyue.test/x',
    'file:///etc/passwd',
    'http://[bad',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %p', (raw) => {
    expect(safeUrl(raw, ORIGIN)).toBeNull();
  });
});

describe('isSameOrigin and appPath', () => {
  it('tell our own pages from others and keep query and hash', () => {
    const own = safeUrl('/vip?from=splash#top', ORIGIN) as URL;
    expect(isSameOrigin(own, ORIGIN)).toBe(true);
    expect(appPath(own)).toBe('/vip?from=splash#top');
    expect(isSameOrigin(safeUrl('https://ads.example/', ORIGIN) as URL, ORIGIN)).toBe(false);
  });
});

describe('isEmbeddable', () => {
  it('allows https anywhere and our own origin, as the CSP does', () => {
    const check = (raw: string) => isEmbeddable(safeUrl(raw, ORIGIN) as URL, ORIGIN);
    expect(check('https://cdn.example/a.png')).toBe(true);
    expect(check('/local.png')).toBe(true);
    expect(check('http://cdn.example/a.png')).toBe(false);
    expect(isEmbeddable(new URL('http://127.0.0.1:8080/x'), 'http://127.0.0.1:8080')).toBe(true);
  });
});
