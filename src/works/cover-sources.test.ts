import { afterEach, describe, expect, it } from 'vitest';
import { bannerSources, COVER_SIZES, coverSources } from './cover-sources';

const URL = 'http://a/media/demo/cover/0123456789abcdef.webp';

function withDpr(dpr: number) {
  Object.defineProperty(globalThis, 'devicePixelRatio', { value: dpr, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'devicePixelRatio');
});

describe('cover sources', () => {
  it('offers the cover widths, keeping the original address as src', () => {
    withDpr(2);
    const sources = coverSources(URL);
    expect(sources.src).toBe(URL);
    expect(sources.srcSet).toBe([120, 240, 360, 480, 720].map((w) => `${URL}?w=${w} ${w}w`).join(', '));
    expect(sources.sizes).toBe(COVER_SIZES.grid);
  });

  it('counts the pixel ratio up to 2 only: on a 3× phone sizes is scaled by 2/3', () => {
    withDpr(3);
    expect(coverSources(URL, COVER_SIZES.row).sizes).toBe('calc(84px * 0.667)');
    expect(bannerSources(URL).sizes).toBe('calc(calc(min(100vw, 540px) - 32px) * 0.667)');
    withDpr(1);
    expect(coverSources(URL, COVER_SIZES.hero).sizes).toBe('112px');
  });

  it('sends an image without variants (a GIF) as it is', () => {
    expect(coverSources('http://a/x.gif')).toEqual({ src: 'http://a/x.gif' });
  });
});
