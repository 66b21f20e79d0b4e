/**
 * The Host header: a name the site does not answer to is refused (421) before any handler runs, and
 * nothing the reader's own origin serves (media, the cashier, the document's answers and preloads)
 * is written with the request's Host in it.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { DOCUMENT_BOOT_ID, type DocumentBoot } from '../../src/core/contract/paths';
import { startTestServer, type TestServer } from './harness';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the Host header given (fetch would not send another). */
function withHost(s: TestServer, host: string, path: string, body?: unknown): Promise<Raw> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = request({ hostname, port, path, method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function decrypt<T>(s: TestServer, raw: Raw): Promise<T> {
  const json = JSON.parse(raw.body) as { data: string };
  return (await s.cipher.decryptJson(json.data)) as T;
}

const FORGED = ['evil.example', 'evil.example:80', 'localhost.evil.example', '127.0.0.1.evil.example', '[::2]'];

describe('the Host header', () => {
  let s: TestServer;
  let named: TestServer;
  beforeAll(async () => {
    [s, named] = await Promise.all([
      startTestServer(),
      startTestServer({ ALLOWED_HOSTS: 'm.example.com, *.example.org', PUBLIC_ORIGIN: 'https://www.example.net' }),
    ]);
    // A document for `/` to fill (the test servers have no build).
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    for (const server of [s, named]) writeFileSync(`${server.config.distDir}/index.html`, html);
  });
  afterAll(() => Promise.all([s.close(), named.close()]));

  it.each(FORGED)('refuses %s with 421 before any handler runs', async (host) => {
    for (const path of ['/', '/healthz', '/media/samples/clip-aurora.mp4', '/apiPath.txt']) {
      expect((await withHost(s, host, path)).status, `${host} ${path}`).toBe(421);
    }
    expect((await withHost(s, host, '/api2/autoCreateAndLogin.html', { domain: 'x' })).status).toBe(421);
    expect(await s.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('answers loopback and this machine by any of their names', async () => {
    const { port } = new URL(s.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`, '127.0.0.2']) {
      expect((await withHost(s, host, '/healthz')).status, host).toBe(200);
    }
  });

  it('answers ALLOWED_HOSTS and PUBLIC_ORIGIN’s host, and refuses the rest', async () => {
    for (const host of ['m.example.com', 'M.Example.com:8080', 'a.example.org', 'www.example.net']) {
      expect((await withHost(named, host, '/healthz')).status, host).toBe(200);
    }
    for (const host of ['example.org', 'evil.example', 'm.example.com.evil.example']) {
      expect((await withHost(named, host, '/healthz')).status, host).toBe(421);
    }
  });

  it('builds invite links from an allowed Host, and PUBLIC_ORIGIN wins over it', async () => {
    const { port } = new URL(s.url);
    const guest = await withHost(s, `localhost:${port}`, '/api2/autoCreateAndLogin.html', { domain: 'x' });
    expect((await decrypt<{ invite_url: string }>(s, guest)).invite_url).toMatch(
      new RegExp(`^http://localhost:${port}/\\?invite_code=`),
    );
    const fixed = await withHost(named, 'm.example.com', '/api2/autoCreateAndLogin.html', { domain: 'x' });
    expect((await decrypt<{ invite_url: string }>(named, fixed)).invite_url).toMatch(
      /^https:\/\/www\.example\.net\/\?invite_code=/,
    );
  });

  it('answers media and the cashier as paths, which the reader’s own origin serves', async () => {
    const { port } = new URL(s.url);
    const home = await withHost(s, `localhost:${port}`, '/api2/home.html', { channel: 'comic' });
    const answer = JSON.stringify(await decrypt(s, home));
    expect(answer).toContain('"/media/');
    expect(answer).not.toContain('localhost');
    const { access_token } = await s.guest();
    const order = await s.post<{ pay_url: string }>('createOrder', { access_token, package_id: 1 });
    expect(order.data?.pay_url).toMatch(/^\/pay\/sandbox\/M\d+[0-9A-F]+$/);
    // With PUBLIC_ORIGIN, under it (an app on another origin can follow them).
    const namedHome = await withHost(named, 'm.example.com', '/api2/home.html', { channel: 'comic' });
    expect(JSON.stringify(await decrypt(named, namedHome))).toContain('"https://www.example.net/media/');
  });

  it('fills the document with no trace of the Host', async () => {
    const { port } = new URL(s.url);
    const page = await withHost(s, `localhost:${port}`, '/');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('localhost');
    expect(page.body).toMatch(/<link rel="preload" as="image" href="\/media\//);
    const block = new RegExp(`<script type="application/json" id="${DOCUMENT_BOOT_ID}">(.*?)</script>`).exec(page.body);
    const boot = JSON.parse(block?.[1] ?? '{}') as DocumentBoot;
    const home = JSON.stringify(boot.answers?.[0]?.answer);
    expect(home).toContain('"/media/');
    expect(home).not.toContain('localhost');
  });

  it('refuses an ALLOWED_HOSTS entry that is not a host name', () => {
    expect(() => readConfig({ ALLOWED_HOSTS: 'https://m.example.com' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => readConfig({ ALLOWED_HOSTS: 'a b/c' })).toThrow(/ALLOWED_HOSTS/);
    expect(readConfig({ ALLOWED_HOSTS: ' m.example.com,*.example.org ' }).allowedHosts).toEqual([
      'm.example.com',
      '*.example.org',
    ]);
  });
});
