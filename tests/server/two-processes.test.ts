/**
 * The scale-out path: two server processes started together on one database (in the server-pg
 * project, one PostgreSQL), requests sent to both at once. They migrate and seed once, a session
 * made on one works on the other, rate limits are counted across both, and a chapter bought twice
 * at once through the two is charged once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServerProcess } from '../../bench/server-process';
import { connect, type Db } from '../../server/db/engine';
import { createEnvelopeCipher, keyFromSecret } from '../../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../../src/core/config';
import { testDatabase, testMediaDir } from './harness';
import { goldBook, setGold, workWithRules } from './reading-fixtures';

const GUESTS_PER_HOUR = 4;
const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));

let dir: string;
let database: Awaited<ReturnType<typeof testDatabase>>;
let servers: RunningServer[];
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'manyue-two-'));
  database = await testDatabase(dir);
  const env = {
    DATABASE_URL: database.url,
    MEDIA_DIR: testMediaDir(dir),
    DEMO_MEDIA: 'lite',
    RATE_LIMIT_ACCOUNTS: String(GUESTS_PER_HOUR),
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  db = connect(database.url);
}, 120_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function post<T>(server: RunningServer | undefined, name: string, body: Record<string, unknown> = {}) {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.url}/api2/${name}.html`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg?: string; data?: string };
  return {
    status: response.status,
    msg: json.msg,
    data: json.data ? ((await cipher.decryptJson(json.data)) as T) : undefined,
  };
}

const a = () => servers[0];
const b = () => servers[1];
type Session = { id: number; access_token: string };

let first: Session;

it('both start on one empty database, which is migrated and seeded once', async () => {
  const [fromA, fromB] = await Promise.all([post(a(), 'packageList'), post(b(), 'packageList')]);
  expect(fromA.status).toBe(200);
  expect(fromB.data).toEqual(fromA.data);
  const classes = await db.selectFrom('classes').select(['kind', 'name']).execute();
  expect(new Set(classes.map((c) => `${c.kind}:${c.name}`)).size).toBe(classes.length);
  const notices = await db.selectFrom('notices').select('id').execute();
  expect(notices).toHaveLength(2);
});

it('a session made on one process works on the other, and ends on both', async () => {
  const made = await post<Session>(a(), 'autoCreateAndLogin', { domain: 'two.local' });
  first = made.data as Session;
  const onB = await post<{ id: number }>(b(), 'userInfo', { access_token: first.access_token });
  expect(onB).toMatchObject({ status: 200, data: { id: first.id } });

  const other = (await post<Session>(b(), 'autoCreateAndLogin', { domain: 'two.local' })).data as Session;
  await post(a(), 'logout', { access_token: other.access_token });
  expect(await post(b(), 'workState', { work_id: 1, access_token: other.access_token })).toMatchObject({
    status: 401,
  });
});

it('counts the guest rate limit across both processes', async () => {
  // Two guests were made above, one on each; the hour allows four from one address.
  const more = await Promise.all([
    post(a(), 'autoCreateAndLogin', { domain: 'two.local' }),
    post(b(), 'autoCreateAndLogin', { domain: 'two.local' }),
  ]);
  expect(more.map((m) => m.status)).toEqual([200, 200]);
  const refused = await Promise.all([
    post(a(), 'autoCreateAndLogin', { domain: 'two.local' }),
    post(b(), 'autoCreateAndLogin', { domain: 'two.local' }),
  ]);
  expect(refused.map((m) => m.status)).toEqual([429, 429]);
});

it('a chapter bought many times at once through both processes is charged once', async () => {
  const { chapterIds } = await workWithRules({ db }, 'comic', [{ access: 'gold', price: 30 }]);
  const chapter_id = chapterIds[0] as number;
  await setGold({ db }, first.id, 500);
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      post<{ charged: boolean; balance: number }>(i % 2 ? a() : b(), 'buyChapter', {
        chapter_id,
        access_token: first.access_token,
      }),
    ),
  );
  expect(answers.map((x) => x.status)).toEqual(answers.map(() => 200));
  expect(answers.filter((x) => x.data?.charged)).toHaveLength(1);
  for (const x of answers) expect(x.data?.balance).toBe(470);
  const book = await goldBook({ db }, first.id);
  expect(book.purchases).toEqual([{ chapter_id, price: 30 }]);
  expect(book).toMatchObject({ gold: 470, ledgerSum: 470 });
});
