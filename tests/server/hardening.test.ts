/**
 * The server against abuse: no single client can stall the site, fill its disk, mint gold or
 * lock others out. Each block starts a server with the settings it needs.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashingLoad, hashPassword, QUEUE_LIMIT } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { countHit } from '../../server/db/rate-limits';
import { countWelcomeGrant } from '../../server/db/welcome-grants';
import { Refusal } from '../../server/http/failure';
import { startTestServer, type TestServer } from './harness';

const servers: TestServer[] = [];
async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const s = await startTestServer(env);
  servers.push(s);
  return s;
}
afterAll(() => Promise.all(servers.map((s) => s.close())));

const ua = (name: string) => ({ 'user-agent': name });

// Dozens of scrypt hashes, one or two at a time: slow on a loaded machine.
describe('password hashing', { timeout: 60_000 }, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server({ RATE_LIMIT_LOGINS: '1000' });
  });

  it('runs at most one or two hashes at a time however many password changes arrive at once', async () => {
    // Guests without a password yet: each change is one hash, with no old password to check.
    const guests = await Promise.all(Array.from({ length: 12 }, () => s.guest()));
    let most = 0;
    let queued = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        const load = hashingLoad();
        most = Math.max(most, load.running);
        queued = Math.max(queued, load.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(
      guests.map(({ access_token }) => s.post('editUserInfoV2', { access_token, password: 'secret-123' })),
    );
    done = true;
    await watch;
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(HASHES_AT_ONCE).toBeLessThanOrEqual(2);
    expect(most).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(queued).toBeGreaterThan(0);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses as too many once the line is full, and serves the rest', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: HASHES_AT_ONCE + QUEUE_LIMIT + 5 }, () => hashPassword('secret-123')),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 429, key: 'tooMany' });
    expect(refused[0] && (refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(Refusal);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(HASHES_AT_ONCE + QUEUE_LIMIT);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('per-address limit on password checks', { timeout: 60_000 }, () => {
  it('counts password changes with logins: the old-password oracle is refused past the limit', async () => {
    const s = await server({ RATE_LIMIT_LOGINS: '3' });
    const { access_token } = await s.guest();
    await s.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('right-one') })
      .execute();
    const guesses = [];
    for (let i = 0; i < 4; i++) {
      guesses.push(await s.post('editUserInfoV2', { access_token, old_password: `guess-${i}`, password: 'new-pass' }));
    }
    expect(guesses.slice(0, 3).map((g) => g.msg)).toEqual(['原密码错误', '原密码错误', '原密码错误']);
    expect(guesses[3]).toMatchObject({ status: 429, msg: '请求过于频繁，请稍后再试' });
    // The same budget as login: nothing is left for it either.
    expect(await s.post('login', { email: 'a@example.com', password: 'whatever' })).toMatchObject({ status: 429 });
    // A change without a password is not a password check.
    expect(await s.post('editUserInfoV2', { access_token, nickname: '读者' })).toMatchObject({ status: 200 });
  });
});

describe('deviceInit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server({ RATE_LIMIT_ACCOUNTS: '6' });
  });
  const report = { client_version: '0.1.0', share_code: 'ABCDEFGH', referrer: 'https://t.example/x' };

  it('keeps one row per device and reader, however often it reports', async () => {
    const { access_token, id } = await s.guest();
    for (let i = 0; i < 3; i++) {
      expect(await s.post('deviceInit', { access_token, ...report }, ua('phone-a'))).toMatchObject({ status: 200 });
    }
    expect(await s.post('deviceInit', { ...report, client_version: '0.2.0' }, ua('phone-a'))).toMatchObject({
      status: 200,
    });
    const rows = await s.db.selectFrom('devices').selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === id)).toMatchObject(report);
    expect(rows.find((r) => r.user_id === null)).toMatchObject({ ...report, client_version: '0.2.0' });
    expect(rows[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is limited per address: new fingerprints do not fill the disk', async () => {
    // 4 reports above; the limit is 6 an hour.
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await s.post('deviceInit', report, ua(`rotating-${i}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(await s.db.selectFrom('devices').select('id').execute()).toHaveLength(4);
  });
});

describe('anonymous writes, site-wide', () => {
  const report = { client_version: '0.1.0', share_code: 'ABCDEFGH', referrer: 'https://t.example/x' };

  it('keeps at most the hourly budget of device reports whatever the number of addresses, and drops the rest', async () => {
    const s = await server({ TRUST_PROXY: '1', ANONYMOUS_WRITES_PER_HOUR: '10', RATE_LIMIT_ACCOUNTS: '3' });
    const from = (address: string) => s.post('deviceInit', report, { 'x-forwarded-for': address });
    // One address alone is refused by its own limit before it can spend the site's budget.
    const alone = [];
    for (let i = 0; i < 20; i++) alone.push((await from('10.5.0.1')).status);
    expect(alone).toEqual([200, 200, 200, ...Array(17).fill(429)]);
    // A new address per request: each is answered, the first seven kept, the rest dropped.
    const spread = [];
    for (let i = 0; i < 40; i++) spread.push((await from(`10.6.0.${i}`)).status);
    expect(spread).toEqual(Array(40).fill(200));
    expect(await s.db.selectFrom('devices').select('id').execute()).toHaveLength(1 + 7);
    // Nor do the dropped addresses leave a counter behind.
    const counters = await s.db.selectFrom('rate_limits').select('key').where('key', 'like', 'device:%').execute();
    expect(counters).toHaveLength(1 + 7);
  });
});

describe('welcome gold', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server({ WELCOME_GOLD_PER_ADDRESS: '1', TRUST_PROXY: '1' });
  });
  const guest = async (address: string, userAgent: string) =>
    (
      await s.post<{ money: number; id: number }>(
        'autoCreateAndLogin',
        { domain: 'x' },
        { 'user-agent': userAgent, 'x-forwarded-for': address },
      )
    ).data;

  it('is granted once per client address a day, whatever User-Agent each guest claims', async () => {
    const guests = [];
    for (let i = 0; i < 50; i++) guests.push(await guest('10.1.1.1', `farm-browser-${i}`));
    expect(guests.map((g) => g?.money).filter((money) => money !== 0)).toEqual([100]);
    const ledger = await s.db
      .selectFrom('gold_ledger')
      .select('delta')
      .where('reason', '=', 'welcome')
      .where(
        'user_id',
        'in',
        guests.map((g) => g?.id ?? 0),
      )
      .execute();
    expect(ledger).toEqual([{ delta: 100 }]);
    // Another address has its own.
    expect((await guest('10.1.1.2', 'farm-browser-0'))?.money).toBe(100);
    // The table keeps no address in clear.
    const keys = await s.db.selectFrom('welcome_grants').select('fingerprint').execute();
    expect(JSON.stringify(keys)).not.toContain('10.1.1');
  });

  it('is the site setting welcome_gold (100 unless set)', async () => {
    const setting = await s.db
      .selectFrom('site_config')
      .select('value')
      .where('name', '=', 'welcome_gold')
      .executeTakeFirst();
    expect(setting?.value).toBe('100');
    await s.db.updateTable('site_config').set({ value: '30' }).where('name', '=', 'welcome_gold').execute();
    expect((await guest('10.1.1.3', 'phone'))?.money).toBe(30);
    await s.db.updateTable('site_config').set({ value: '100' }).where('name', '=', 'welcome_gold').execute();
  });

  it('counts a new day afresh, and forgets the days gone', async () => {
    const day = 20_000;
    const key = 'test-address-key';
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await countWelcomeGrant(s.db, `${key}:${day}`, day * 86400 + i));
    expect(counts).toEqual([1, 2, 3]);
    expect(await countWelcomeGrant(s.db, `${key}:${day + 3}`, (day + 3) * 86400)).toBe(1);
    const left = await s.db.selectFrom('welcome_grants').select('fingerprint').execute();
    expect(left.map((row) => row.fingerprint)).not.toContain(`${key}:${day}`);
  });
});

describe('TRUST_PROXY and PUBLIC_ORIGIN', () => {
  it('without trusted proxies, X-Forwarded-For changes nothing: the socket address is limited', async () => {
    const s = await server({ RATE_LIMIT_ACCOUNTS: '2' });
    const statuses = [];
    for (const xff of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      statuses.push((await s.post('autoCreateAndLogin', { domain: 'x' }, { 'x-forwarded-for': xff })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('behind one proxy, each client is limited by the address the proxy reports, not one it wrote itself', async () => {
    const s = await server({ RATE_LIMIT_ACCOUNTS: '2', TRUST_PROXY: '1' });
    const guest = async (xff: string, proto?: string) =>
      s.post<{ invite_url: string }>(
        'autoCreateAndLogin',
        { domain: 'x' },
        { 'x-forwarded-for': xff, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      );
    expect((await guest('10.0.0.1')).status).toBe(200);
    expect((await guest('6.6.6.6, 10.0.0.1')).status).toBe(200);
    // A third from 10.0.0.1, whatever it claims to the left of its proxy's entry.
    expect((await guest('7.7.7.7, 10.0.0.1')).status).toBe(429);
    const other = await guest('10.0.0.2', 'https');
    expect(other.status).toBe(200);
    expect(other.data?.invite_url.startsWith(`https://${new URL(s.url).host}/`)).toBe(true);
    expect((await guest('10.0.0.3')).data?.invite_url.startsWith('http://')).toBe(true);
  });

  it('PUBLIC_ORIGIN fixes absolute URLs whatever name of the site the Host header says', async () => {
    const s = await server({ PUBLIC_ORIGIN: 'https://m.example.com', ALLOWED_HOSTS: 'alias.example' });
    const answer = await new Promise<{ status: number; json: { data: string } }>((resolve, reject) => {
      const body = JSON.stringify({ keyword: '的', page_size: 5 });
      const req = request(
        `${s.url}/api2/search.html`,
        { method: 'POST', headers: { host: 'alias.example', 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.status).toBe(200);
    const data = JSON.stringify(await s.cipher.decryptJson(answer.json.data));
    expect(data).toContain('https://m.example.com/media/');
    expect(data).not.toContain('alias.example');
    const invite = await s.post<{ invite_url: string }>('autoCreateAndLogin', { domain: 'x' });
    expect(invite.data?.invite_url).toMatch(/^https:\/\/m\.example\.com\/\?invite_code=/);
  });

  it('refuses a PUBLIC_ORIGIN that is not an origin, and TRUST_PROXY that is not a count', () => {
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://m.example.com/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'ftp://m.example.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(readConfig({ PUBLIC_ORIGIN: 'https://m.example.com/' }).publicOrigin).toBe('https://m.example.com');
    expect(readConfig({}).trustProxy).toBe(0);
  });
});

describe('sliding-window limits', () => {
  it('counts a burst at the end of one window at the start of the next, and forgets it after', async () => {
    const s = await server();
    const start = 1_800_000_000; // a window edge for 60 s windows
    const hit = (at: number) => countHit(s.db, 'test:slide', 60, start + at);
    const burst = [];
    for (let i = 0; i < 5; i++) burst.push(await hit(55));
    expect(burst).toEqual([1, 2, 3, 4, 5]);
    // A fixed window would start again from 1 here and let five more through.
    expect(await hit(61)).toBeGreaterThan(5);
    // Two windows on, only the one refused attempt of the window before still weighs a little.
    expect(await hit(125)).toBeLessThan(2);
  });
});

describe('refusals and search input', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server();
  });

  it('does not expand $ sequences of a refused field name into the message', async () => {
    expect(await s.post('userInfo', { "$`$'$&": 1 })).toMatchObject({ status: 400, msg: "不支持的参数：$`$'$&" });
  });

  it.each(['\u0000', ' \u0000\u0007 ', '\u001f'])(
    'refuses a keyword of control characters only (%j)',
    async (keyword) => {
      expect(await s.post('search', { keyword })).toMatchObject({ status: 400, msg: '参数错误：keyword' });
    },
  );

  it('drops control characters inside a keyword', async () => {
    const work = await s.db.selectFrom('works').select(['id', 'title']).where('id', '=', 7).executeTakeFirstOrThrow();
    const keyword = `${work.title.slice(0, 1)}\u0000${work.title.slice(1, 3)}`;
    const found = await s.post<{ list: { id: number }[] }>('search', { keyword });
    expect(found.data?.list.map((w) => w.id)).toContain(7);
  });

  it('sends a Permissions-Policy that turns off what the app never uses', async () => {
    const policy = (await s.raw('/healthz')).headers.get('permissions-policy') ?? '';
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy).toContain(off);
    expect(policy).toContain('fullscreen=(self)');
  });

  it('asks no new renderer for the reader’s document (a slower first commit), while the console keeps its opener policy', async () => {
    const headers = (await s.raw('/')).headers;
    expect(headers.get('cross-origin-opener-policy')).toBeNull();
    expect(headers.get('origin-agent-cluster')).toBeNull();
    expect((await s.raw('/admin')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('server timeouts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server({ REQUEST_TIMEOUT_SECONDS: '2' });
  });

  /** Opens a socket, writes `text`, then stalls; answers what came back once the server closed it. */
  function stall(text: string): Promise<string> {
    const { port } = new URL(s.url);
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      // Not closed in time: the test fails here rather than at vitest's own timeout.
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept a stalled request open'));
      }, 10_000).unref();
    });
  }

  it('closes a request whose headers stall', async () => {
    expect(await stall('POST /api2/userInfo.html HTTP/1.1\r\nHost: 127.0.0.1\r\n')).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('closes a request whose body stalls', async () => {
    const head = 'POST /api2/userInfo.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
    expect(await stall(`${head}Content-Length: 100\r\n\r\n{"a":`)).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('allows at most a minute by default', () => {
    expect(readConfig({}).requestTimeoutSeconds).toBeLessThanOrEqual(60);
  });
});
