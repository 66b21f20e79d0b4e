/**
 * Runs the real server (server/main.ts) on a free port with its own temp SQLite file and media
 * folder. The demo content is seeded as at any first start, with the small (lite) art pool; that
 * art is drawn once into .tmp/test-demo-media and shared by every test server through a link.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg?: string;
  data?: T;
  headers: Headers;
}

const SHARED_DEMO_MEDIA = fileURLToPath(new URL('../../.tmp/test-demo-media', import.meta.url));

export async function startTestServer(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-test-'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(SHARED_DEMO_MEDIA, { recursive: true });
  mkdirSync(join(dir, 'media'));
  symlinkSync(SHARED_DEMO_MEDIA, join(dir, 'media', 'demo'), 'dir');
  const config = readConfig({
    PORT: '0',
    DATABASE_URL: join(dir, 'test.db'),
    DIST_DIR: join(dir, 'dist'),
    MEDIA_DIR: join(dir, 'media'),
    DEMO_MEDIA: 'lite',
    ...env,
  });
  const running = await startServer(config);
  const cipher = createEnvelopeCipher(keyFromSecret(config.apiSecret));

  async function raw(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(running.url + path, init);
  }

  /** POSTs a JSON body to /api2/<name>.html and decrypts the answer's data. */
  async function post<T = Record<string, unknown>>(
    name: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await raw(`/api2/${name}.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg?: string; data?: string };
    const data = json.data ? ((await cipher.decryptJson(json.data)) as T) : undefined;
    return { status: response.status, code: json.code, msg: json.msg, data, headers: response.headers };
  }

  async function guest(extra: Record<string, unknown> = {}) {
    const answer = await post<{ access_token: string; share_code: string; id: number }>('autoCreateAndLogin', {
      domain: 'test.local',
      ...extra,
    });
    if (!answer.data) throw new Error(`guest login failed: ${answer.status} ${answer.msg}`);
    return answer.data;
  }

  return {
    url: running.url,
    db: running.db,
    dir,
    config,
    cipher,
    raw,
    post,
    guest,
    async close() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
