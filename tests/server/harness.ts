/**
 * Runs the real server (server/main.ts) on a free port with its own database and media folder: a
 * temp SQLite file, or in the server-pg project a fresh database on the run's PostgreSQL server. The demo content is seeded as at any first start, with the small (lite) art pool; that
 * art is drawn once into .tmp/test-demo-media and shared by every test server through a link.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';
import { createDatabase, dropDatabase } from './postgres-cluster';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg?: string;
  data?: T;
  headers: Headers;
}

const SHARED_DEMO_MEDIA = fileURLToPath(new URL('../../.tmp/test-demo-media', import.meta.url));

/** The engine the server suite runs on: the server-pg project provides a PostgreSQL server. */
export const testEngine = (): 'sqlite' | 'postgres' => (inject('postgresUrl') ? 'postgres' : 'sqlite');

/**
 * A new empty database for one test server: a file in `dir`, or a database of its own on the
 * run's PostgreSQL server. `drop` removes it.
 */
export async function testDatabase(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('postgresUrl');
  if (!server) return { url: join(dir, 'test.db'), drop: async () => undefined };
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return { url: await createDatabase(server, name), drop: () => dropDatabase(server, name) };
}

/** A media folder in `dir` whose demo art is the shared, already drawn lite pool. */
export function testMediaDir(dir: string): string {
  mkdirSync(SHARED_DEMO_MEDIA, { recursive: true });
  mkdirSync(join(dir, 'media'));
  symlinkSync(SHARED_DEMO_MEDIA, join(dir, 'media', 'demo'), 'dir');
  return join(dir, 'media');
}

export async function startTestServer(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-test-'));
  const database = await testDatabase(dir);
  mkdirSync(join(dir, 'dist'));
  const config = readConfig({
    PORT: '0',
    DATABASE_URL: database.url,
    DIST_DIR: join(dir, 'dist'),
    MEDIA_DIR: testMediaDir(dir),
    DEMO_MEDIA: 'lite',
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    // Every guest a test makes starts with the welcome gold, though all come from one address.
    WELCOME_GOLD_PER_ADDRESS: '1000000',
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

  let devices = 0;
  /** A new guest, from a browser of its own (with the welcome gold, which the test servers give every guest). */
  async function guest(extra: Record<string, unknown> = {}) {
    const answer = await post<{ access_token: string; share_code: string; id: number }>(
      'autoCreateAndLogin',
      { domain: 'test.local', ...extra },
      { 'user-agent': `manyue-test-device-${++devices}` },
    );
    if (!answer.data) throw new Error(`guest login failed: ${answer.status} ${answer.msg}`);
    return answer.data;
  }

  /** The texts of the messages the outbox holds for `to`, oldest first. */
  function messagesTo(to: string): string[] {
    const outbox = config.messaging.outboxDir;
    let names: string[] = [];
    try {
      names = readdirSync(outbox);
    } catch {}
    return names
      .filter((name) => name.endsWith(`-${to}.txt`))
      .sort()
      .map((name) => readFileSync(join(outbox, name), 'utf8'));
  }

  /** The code of the latest message to `to` (throws when that message holds none). */
  function codeFor(to: string): string {
    const code = messagesTo(to)
      .at(-1)
      ?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  /** Registers the guest of `access_token`: a bind code to `email`, then bindEmail with it. */
  async function register(access_token: string, email: string, password = 'secret-123', nickname = '读者') {
    const sent = await post('sendCode', { access_token, channel: 'email', to: email, purpose: 'bind' });
    if (sent.status !== 200) throw new Error(`sendCode failed: ${sent.status} ${sent.msg}`);
    return post('bindEmail', { access_token, email, code: codeFor(email.toLowerCase()), password, nickname });
  }

  return {
    url: running.url,
    messagesTo,
    codeFor,
    register,
    db: running.db,
    dir,
    config,
    cipher,
    raw,
    post,
    guest,
    async close() {
      await running.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
