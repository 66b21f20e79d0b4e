// GET /manifest.webmanifest: the install manifest of src/core/manifest.ts under the site's name.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebManifest } from '../../src/core/manifest';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function manifest(): Promise<{ response: Response; body: WebManifest }> {
  const response = await s.raw('/manifest.webmanifest');
  return { response, body: (await response.json()) as WebManifest };
}

const setSiteName = (value: string) =>
  s.db.updateTable('site_config').set({ value }).where('name', '=', 'site_name').execute();

describe('/manifest.webmanifest', () => {
  it('is a manifest, revalidated on every use', async () => {
    const { response, body } = await manifest();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'zh-CN',
      dir: 'ltr',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      categories: ['books', 'entertainment'],
    });
  });

  it("is named after the site's name, and answers 304 to a browser that has this version", async () => {
    expect((await manifest()).body).toMatchObject({ name: '漫阅', short_name: '漫阅' });
    await setSiteName('书海');
    try {
      const { response, body } = await manifest();
      expect(body).toMatchObject({ name: '书海', short_name: '书海' });
      const again = await s.raw('/manifest.webmanifest', {
        headers: { 'if-none-match': response.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
    } finally {
      await setSiteName('漫阅');
    }
  });

  it('falls back to 漫阅 when the site has no name', async () => {
    await setSiteName('  ');
    try {
      expect((await manifest()).body).toMatchObject({ name: '漫阅', short_name: '漫阅' });
    } finally {
      await setSiteName('漫阅');
    }
  });

  it('lists icons and screenshots that exist in public/, with a maskable icon of 512 px', async () => {
    const { body } = await manifest();
    const images = [...body.icons, ...body.screenshots];
    for (const image of images) {
      expect(existsSync(new URL(`../../public${image.src}`, import.meta.url)), image.src).toBe(true);
    }
    const icons = body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const shot of body.screenshots)
      expect(shot).toMatchObject({ form_factor: 'narrow', label: expect.any(String) });
  });
});
