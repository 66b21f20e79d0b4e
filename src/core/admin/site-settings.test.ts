import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isEmbeddableAddress, isWebAddress, OverlaySettingsBody, overlayValues } from './site-settings';

describe('addresses from the console', () => {
  it('takes web addresses and paths of the site, nothing that runs or leaves by a scheme trick', () => {
    for (const ok of ['https://a.example.com/x?y=1', 'http://a.example.com', '/vip', '/personal/application'])
      expect(isWebAddress(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example.com', 'vip', 'https://', ' /vip x'])
      expect(isWebAddress(bad), bad).toBe(false);
  });

  it('embeds only https or the site’s own paths', () => {
    expect(isEmbeddableAddress('https://cdn.example.com/a.webp')).toBe(true);
    expect(isEmbeddableAddress('/media/a.webp')).toBe(true);
    expect(isEmbeddableAddress('http://cdn.example.com/a.webp')).toBe(false);
  });
});

describe('the overlay’s settings', () => {
  it('become the site_config values the reader’s overlay reads', () => {
    expect(
      overlayValues({
        open_screen_switch: true,
        open_screen_time: 5,
        open_screen_url: '/vip',
        open_screen_images: ['/media/a.webp', 'https://cdn.example.com/b.webp'],
        app_download_url: '',
        iframe_list: ['https://ads.example.com/f.html'],
      }),
    ).toEqual({
      open_screen_switch: '1',
      open_screen_time: '5',
      open_screen_url: '/vip',
      open_screen_images: '/media/a.webp,https://cdn.example.com/b.webp',
      app_download_url: '',
      iframe_list: '[{"load_url":"https://ads.example.com/f.html"}]',
    });
  });

  it('refuse a countdown over the reader’s cap and unknown fields', () => {
    expect(v.safeParse(OverlaySettingsBody, { open_screen_time: 31 }).success).toBe(false);
    expect(v.safeParse(OverlaySettingsBody, { open_screen_time: 30 }).success).toBe(true);
    expect(v.safeParse(OverlaySettingsBody, { site_statis: 'x' }).success).toBe(false);
  });
});
