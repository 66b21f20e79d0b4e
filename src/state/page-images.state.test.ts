import { afterEach, describe, expect, it } from 'vitest';
import { browserSavesData, pageSource, pageWidth } from './page-images.state';

const set = (name: string, value: unknown) => Object.defineProperty(globalThis, name, { value, configurable: true });

afterEach(() => {
  for (const name of ['devicePixelRatio', 'screen', 'navigator']) Reflect.deleteProperty(globalThis, name);
});

describe('page images', () => {
  it('asks pages at the screen width in device pixels, in CSS pixels with data saver', () => {
    set('screen', { width: 390 });
    set('devicePixelRatio', 3);
    expect(pageWidth(false)).toBe(1170);
    expect(pageWidth(true)).toBe(390);
    expect(pageSource('http://a/media/p/1.webp', pageWidth(false))).toBe('http://a/media/p/1.webp?w=1280');
    expect(pageSource('http://a/media/p/1.webp', pageWidth(true))).toBe('http://a/media/p/1.webp?w=480');
    set('devicePixelRatio', 4);
    expect(pageWidth(false)).toBe(1170);
  });

  it('keeps the size of an address already sized (a downloaded page)', () => {
    expect(pageSource('http://a/media/p/1.webp?w=480', 1170)).toBe('http://a/media/p/1.webp?w=480');
  });

  it("follows the browser's Save-Data", () => {
    set('navigator', { connection: { saveData: true } });
    expect(browserSavesData()).toBe(true);
    set('navigator', {});
    expect(browserSavesData()).toBe(false);
  });
});
