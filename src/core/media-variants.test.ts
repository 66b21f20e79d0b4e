import { describe, expect, it } from 'vitest';
import { fitWidth, IMAGE_WIDTHS, requestedWidth, variantSrcSet, variantUrl } from './media-variants';

describe('media variants', () => {
  it('fits a pixel width to the smallest width of the set that covers it, the largest beyond', () => {
    expect(fitWidth(1)).toBe(120);
    expect(fitWidth(240)).toBe(240);
    expect(fitWidth(241)).toBe(360);
    expect(fitWidth(1170)).toBe(1280);
    expect(fitWidth(4000)).toBe(1280);
  });

  it('names a variant by ?w=, leaving alone addresses with a query and images it cannot resize', () => {
    expect(variantUrl('http://a/media/demo/cover/0123.webp', 200)).toBe('http://a/media/demo/cover/0123.webp?w=240');
    expect(variantUrl('https://cdn/x.JPG', 500)).toBe('https://cdn/x.JPG?w=720');
    expect(variantUrl('https://cdn/x.webp?sig=abc', 500)).toBe('https://cdn/x.webp?sig=abc');
    expect(variantUrl('http://a/media/x.webp?w=480', 1280)).toBe('http://a/media/x.webp?w=480');
    expect(variantUrl('http://a/media/x.gif', 240)).toBe('http://a/media/x.gif');
    expect(variantUrl('http://a/media/samples/clip.mp4', 240)).toBe('http://a/media/samples/clip.mp4');
  });

  it('lists a srcset of the widths given, or none for an image without variants', () => {
    expect(variantSrcSet('/m/a.png', [120, 240])).toBe('/m/a.png?w=120 120w, /m/a.png?w=240 240w');
    expect(variantSrcSet('/m/a.gif', [120, 240])).toBeUndefined();
  });

  it('reads only the widths of the set, written plainly', () => {
    expect(requestedWidth(null)).toBeNull();
    for (const width of IMAGE_WIDTHS) expect(requestedWidth(String(width))).toBe(width);
    for (const raw of ['', '241', '0240', '240.0', '+240', ' 240', '1e3'])
      expect(requestedWidth(raw), raw).toBe('invalid');
  });
});
