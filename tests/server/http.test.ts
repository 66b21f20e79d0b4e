/** The wire rules every endpoint shares, static serving and /apiPath.txt. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/core/contract/endpoints';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ PUBLIC_API_BASE: 'https://api.example.test/', RATE_LIMIT_ACCOUNTS: '3' });
  const dist = join(s.dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
});
afterAll(() => s.close());

const postRaw = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  s.raw(path, { method: 'POST', ...init, headers: { 'content-type': 'application/json', ...init.headers } });

describe('method and browser', () => {
  it('answers 405 to anything but POST', async () => {
    const response = await s.raw('/api2/userInfo.html');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    'Mozilla/5.0 (Linux; U; Android 8.1.0) AppleWebKit/537.36 Chrome/57 UCBrowser/11.9.4.974 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 9) AppleWebKit/537.36 Chrome/66 Quark/4.2.1.138 Mobile Safari/537.36',
  ])('answers 405 without a message to an outdated UC or Quark browser', async (ua) => {
    const response = await postRaw('/api2/userInfo.html', { headers: { 'user-agent': ua }, body: '{}' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ code: 405 });
  });

  it('serves a current UC browser', async () => {
    const ua = 'Mozilla/5.0 (Linux; Android 13) Chrome/100 UCBrowser/15.5.0.1283 Mobile Safari/537.36';
    expect((await postRaw('/api2/userInfo.html', { headers: { 'user-agent': ua }, body: '{}' })).status).toBe(200);
  });
});

describe('bodies', () => {
  it('answers a bare 404 to an unknown endpoint', async () => {
    const response = await postRaw('/api2/noSuchEndpoint.html', { body: '{}' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404 });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await postRaw('/api2/userInfo.html', { body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON' });
  });

  it('refuses unknown fields, naming them, in the reader language', async () => {
    const answer = await s.post('userInfo', { sneaky: true }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(answer).toMatchObject({ status: 400, msg: 'Unknown parameter: sneaky' });
  });

  it('answers a reader of Traditional Chinese in Traditional Chinese, with Taiwan wording', async () => {
    for (const language of ['zh-Hant', 'zh-TW,zh;q=0.9', 'zh-HK']) {
      const answer = await s.post('userInfo', { sneaky: true }, { 'accept-language': language });
      expect(answer, language).toMatchObject({ status: 400, msg: '不支援的參數：sneaky' });
    }
    const simplified = await s.post('userInfo', { sneaky: true }, { 'accept-language': 'zh-CN' });
    expect(simplified).toMatchObject({ status: 400, msg: '不支持的参数：sneaky' });
  });

  it('accepts an empty body where no field is required', async () => {
    expect((await postRaw('/api2/siteConfig.html', { body: '' })).status).toBe(200);
  });

  it('refuses a body over the limit, announced by length', async () => {
    const big = JSON.stringify({ domain: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await postRaw('/api2/autoCreateAndLogin.html', { body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, msg: '请求体过大' });
  });

  it('refuses a body over the limit sent in chunks, without a length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await s.raw('/api2/autoCreateAndLogin.html', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('headers', () => {
  it('sends security headers and a CSP that allows the configured API origin', async () => {
    const response = await s.raw('/personal');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://api.example.test");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("lets the site's statistics script (site_statis) through the CSP, and nothing else", async () => {
    expect((await s.raw('/personal')).headers.get('content-security-policy')).not.toContain('stats.example.test');
    // A server reads the setting when it first answers (a running one within 30 s).
    const fresh = await startTestServer({ PUBLIC_API_BASE: 'https://api.example.test' });
    try {
      await fresh.db
        .updateTable('site_config')
        .set({ value: 'https://stats.example.test/s.js?id=1' })
        .where('name', '=', 'site_statis')
        .execute();
      const csp = (await fresh.raw('/personal')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://stats.example.test");
      expect(csp).toContain("connect-src 'self' https://api.example.test https://stats.example.test");
    } finally {
      await fresh.close();
    }
  });

  it('allows the app on another origin to call the API (CORS)', async () => {
    const response = await s.raw('/api2/userInfo.html', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.test', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('/apiPath.txt', () => {
  it('holds PUBLIC_API_BASE encrypted with the API secret, never cached', async () => {
    const response = await s.raw('/apiPath.txt');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain('example');
    expect(await s.cipher.decryptText(text)).toBe('https://api.example.test');
  });
});

describe('static files and history fallback', () => {
  it('falls back to the shell for app routes', async () => {
    for (const path of ['/', '/personal', '/settings/nickname', '/manga/manga_content?id=1']) {
      const response = await s.raw(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('never falls back for the API, assets, media or file-like paths', async () => {
    for (const path of ['/assets/missing-123.js', '/media/x/1.webp', '/favicon-missing.png']) {
      expect((await s.raw(path)).status, path).toBe(404);
    }
    expect((await s.raw('/api2/userInfo.html')).status).toBe(405);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const response = await s.raw('/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('answers an asset in the encoding the browser takes, and no longer once a deploy removed it', async () => {
    const file = join(s.dir, 'dist', 'assets', 'kept-def456.js');
    writeFileSync(file, 'console.log("kept")');
    writeFileSync(`${file}.br`, brotliCompressSync('console.log("kept")'));
    expect((await s.raw('/assets/kept-def456.js', { headers: { 'accept-encoding': 'br' } })).status).toBe(200);
    const plain = await s.raw('/assets/kept-def456.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe('console.log("kept")');
    const head = await s.raw('/assets/kept-def456.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(brotliCompressSync('console.log("kept")').length);
    rmSync(file);
    rmSync(`${file}.br`);
    expect((await s.raw('/assets/kept-def456.js', { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('limits guest accounts per address per hour (429 with a message)', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await s.post('autoCreateAndLogin', { domain: 'x' }));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[3]).toMatchObject({ status: 429, msg: '请求过于频繁，请稍后再试' });
  });
});
