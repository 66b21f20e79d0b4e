/**
 * Replays the third hardening round's attacks against a running server and prints each figure next
 * to its bound, so that the next round starts from numbers. Each attack gets a server process of its
 * own, started as `npm start` starts one (SQLite, the default limits) with TRUST_PROXY=1, as the
 * outside probe found it: one machine is then many client addresses (X-Forwarded-For). Not part of
 * `npm test` or `npm run bench` (it floods for minutes and opens some 19,000 sockets):
 *
 *   npx tsx bench/attacks.ts                          # every attack
 *   ATTACKS=avatars,connections npx tsx bench/attacks.ts
 *   ATTACK_PORT=8213 npx tsx bench/attacks.ts         # the servers' port (a free one unless set)
 *
 * The figures are the machine's: p99 latencies on a shared two-core machine are noisy, so the run
 * prints the load average with them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { connect as connectDatabase } from '../server/db/engine';
import { SANDBOX_SIGNATURE_HEADER } from '../server/payments/sandbox';
import { BYPASSES } from '../tests/server/redirect-bypasses';
import {
  call,
  databaseBytes,
  describeStatuses,
  figures,
  flood,
  guestFrom,
  report,
  rssMiB,
  spreadAddress,
  watchRss,
} from './attack-client';
import { load } from './load';
import { type RunningServer, startServerProcess } from './server-process';

const PORT = process.env.ATTACK_PORT ?? '';
const MEDIA_DIR = '.tmp/bench-media-lite';

/** A server for one attack: the probe's settings, then the attack's own. */
async function withServer<T>(
  env: Record<string, string>,
  attack: (server: RunningServer, stderr: () => string) => Promise<T>,
): Promise<T> {
  let logged = '';
  const server = await startServerProcess(
    {
      ...(PORT ? { PORT } : {}),
      MEDIA_DIR,
      DEMO_MEDIA: 'lite',
      TRUST_PROXY: '1',
      // The defaults of `npm start` (server-process.ts raises these for other benchmarks).
      RATE_LIMIT_ACCOUNTS: '300',
      WELCOME_GOLD_PER_ADDRESS: '1',
      ...env,
    },
    (chunk) => {
      logged += chunk.toString();
    },
  );
  try {
    return await attack(server, () => logged);
  } finally {
    await server.stop();
  }
}

const upload = (url: string, token: string, image: Buffer, address: string) =>
  call(url, 'uploadAvatar', { access_token: token, image: image.toString('base64') }, { address });

/** A media file the home points at, as the server's own URL. */
async function mediaOf(url: string): Promise<string> {
  const home = await call<{ sections: { items: { cover: string }[] }[] }>(url, 'home', { channel: 'comic' });
  const cover = home.data?.sections[0]?.items[0]?.cover ?? '';
  return cover.startsWith('/') ? `${url}${cover}` : cover;
}

async function avatars() {
  console.log('\n1. avatar decoding is bounded (40 × 4096² 16-bit PNG at once; 20 × 4096² progressive JPEG)');
  const zeros = await sharp({ create: { width: 4096, height: 4096, channels: 4, background: '#0000' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  const progressive = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#c83c3c' } })
    .jpeg({ progressive: true, quality: 90 })
    .toBuffer();
  console.log(`  files: PNG ${(zeros.length / 1024).toFixed(0)} KB, JPEG ${(progressive.length / 1024).toFixed(0)} KB`);
  await withServer({}, async (server) => {
    const media = await mediaOf(server.url);
    const reader = await guestFrom(server.url, '10.199.0.1');
    const readMedia = () => fetch(media, { headers: { 'x-forwarded-for': '10.199.0.2' } });
    const readUser = () =>
      fetch(`${server.url}/api2/userInfo.html`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.199.0.3' },
        body: JSON.stringify({ access_token: reader }),
      });
    // Warmed up first: the first requests of a new process compile what they run.
    await Promise.all([
      load(readMedia, { seconds: 2, concurrency: 4 }),
      load(readUser, { seconds: 2, concurrency: 4 }),
    ]);
    const quiet = await Promise.all([
      load(readMedia, { seconds: 2, concurrency: 4 }),
      load(readUser, { seconds: 2, concurrency: 4 }),
    ]);
    console.log(
      `  at rest: /media p99 ${quiet[0].p99.toFixed(1)} ms, userInfo p99 ${quiet[1].p99.toFixed(1)} ms, RSS ${rssMiB(server.pid).toFixed(0)} MiB`,
    );

    for (const [name, file, count] of [
      ['16-bit PNG', zeros, 40],
      ['progressive JPEG', progressive, 20],
    ] as const) {
      const tokens = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          guestFrom(server.url, spreadAddress(i + (name === 'progressive JPEG' ? 100 : 0))),
        ),
      );
      const peak = watchRss(server.pid);
      const loads = Promise.all([
        load(readMedia, { seconds: 8, concurrency: 4 }),
        load(readUser, { seconds: 8, concurrency: 4 }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const uploads = await Promise.all(
        tokens.map((token, i) => upload(server.url, token, file, spreadAddress(i + 200))),
      );
      const [mediaLoad, userLoad] = await loads;
      const rss = peak();
      const statuses = new Map<number, number>();
      for (const { status } of uploads) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      console.log(`  ${count} × ${name}: ${describeStatuses(statuses)}`);
      report(
        '1',
        `/media p99 during ${count} ${name} uploads`,
        `${mediaLoad.p99.toFixed(1)} ms`,
        '< 100 ms',
        mediaLoad.p99 < 100,
      );
      report(
        '1',
        `userInfo p99 during ${count} ${name} uploads`,
        `${userLoad.p99.toFixed(1)} ms`,
        '< 100 ms',
        userLoad.p99 < 100,
      );
      report(
        '1',
        `server RSS peak during ${count} ${name} uploads`,
        `${rss.toFixed(0)} MiB`,
        '< 400 MB',
        rss * 1.048576 < 400,
      );
    }
  });
}

async function emptyImage() {
  console.log('\n2. uploadAvatar with an empty image');
  await withServer({}, async (server, stderr) => {
    const token = await guestFrom(server.url, '10.198.0.1');
    const before = stderr().length;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 21; i++) {
      const { status } = await upload(server.url, token, Buffer.alloc(0), '10.198.0.1');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336' } })
      .jpeg()
      .toBuffer();
    const after = await upload(server.url, token, small, '10.198.0.1');
    const traces = stderr()
      .slice(before)
      .split('\n')
      .filter((line) => /^\s+at /.test(line)).length;
    report('2', '21 empty uploads', describeStatuses(statuses), '400 each', statuses.get(400) === 21);
    report('2', 'stack-trace lines written', String(traces), '0', traces === 0);
    report('2', 'a real upload after them', String(after.status), '200 (empties not counted)', after.status === 200);
  });
}

async function welcome() {
  console.log('\n3. welcome gold for 50 guests from one address with 50 User-Agents');
  await withServer({}, async (server) => {
    let gold = 0;
    let granted = 0;
    for (let i = 0; i < 50; i++) {
      const answer = await call<{ money: number }>(
        server.url,
        'autoCreateAndLogin',
        { domain: 'bench' },
        { address: '10.197.0.1', userAgent: `Mozilla/5.0 farm-${i}` },
      );
      gold += answer.data?.money ?? 0;
      if (answer.data?.money) granted++;
    }
    report('3', 'guests given the welcome gold', `${granted} (${gold} gold)`, 'at most 1', granted <= 1);
  });
}

async function redirects() {
  console.log(`\n4. open redirect: ${BYPASSES.length} return_path bypasses`);
  for (const publicOrigin of ['', 'https://m.example.com']) {
    await withServer(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}, async (server) => {
      const token = await guestFrom(server.url, '10.196.0.1');
      const site = new URL(server.url).origin;
      const db = connectDatabase(join(server.dir, 'server.db'));
      let refused = 0;
      let leaks = 0;
      for (const path of BYPASSES) {
        const answer = await call<{ order: { order_no: string }; pay_url: string }>(
          server.url,
          'createOrder',
          { access_token: token, package_id: 1, return_path: path },
          { address: '10.196.0.1' },
        );
        if (!answer.data) {
          refused++;
          continue;
        }
        const stored = await db
          .selectFrom('orders')
          .select('return_url')
          .where('order_no', '=', answer.data.order.order_no)
          .executeTakeFirstOrThrow();
        const cashier = `${server.url}${new URL(answer.data.pay_url, server.url).pathname}`;
        const back = await fetch(cashier, {
          method: 'POST',
          body: new URLSearchParams({ action: 'cancel' }),
          redirect: 'manual',
        });
        const location = new URL(back.headers.get('location') ?? '', cashier);
        if (location.origin !== site || new URL(stored.return_url).origin !== (publicOrigin || site)) leaks++;
      }
      await db.destroy();
      const setting = publicOrigin ? `with PUBLIC_ORIGIN` : 'without PUBLIC_ORIGIN';
      report(
        '4',
        `return addresses or 303s leaving the site (${setting}; ${refused} refused)`,
        String(leaks),
        '0',
        leaks === 0,
      );
    });
  }
}

async function notifications() {
  console.log('\n5. 15 s of forged payment notifications (bad signature, 32 connections, one address)');
  for (const size of [15 * 1024, 7 * 1024]) {
    await withServer({}, async (server, stderr) => {
      const file = join(server.dir, 'server.db');
      const db = connectDatabase(file);
      const before = await databaseBytes(db, file);
      const logBefore = stderr().length;
      const body = JSON.stringify({ order_no: 'M1', amount_cents: 1, status: 'paid', pad: 'x'.repeat(size - 60) });
      const statuses = await flood(
        () =>
          fetch(`${server.url}/pay/notify/sandbox`, {
            method: 'POST',
            headers: { [SANDBOX_SIGNATURE_HEADER]: '00'.repeat(32), 'x-forwarded-for': '10.195.0.1' },
            body,
          }),
        { seconds: 15, concurrency: 32 },
      );
      const rows = await db.selectFrom('payment_events').select('id').execute();
      const growth = (await databaseBytes(db, file)) - before;
      await db.destroy();
      const log = stderr().length - logBefore;
      console.log(
        `  ${(size / 1024).toFixed(0)} KB bodies: ${describeStatuses(statuses)}; ${rows.length} payment_events rows`,
      );
      report(
        '5',
        `database growth, ${(size / 1024).toFixed(0)} KB bodies`,
        `${(growth / 1024).toFixed(1)} KB`,
        '< 100 KB',
        growth < 100 * 1024,
      );
      report(
        '5',
        `log written, ${(size / 1024).toFixed(0)} KB bodies`,
        `${(log / 1024).toFixed(1)} KB`,
        'bounded (was 1.9 MB)',
        log < 100 * 1024,
      );
    });
  }
}

async function anonymousWrites() {
  console.log('\n6. 15 s of deviceInit, a new address per request (2 KB referrers, 32 connections)');
  await withServer({}, async (server) => {
    const file = join(server.dir, 'server.db');
    const db = connectDatabase(file);
    const before = await databaseBytes(db, file);
    const body = JSON.stringify({
      client_version: 'v'.repeat(32),
      share_code: 'S'.repeat(32),
      referrer: `https://r.example/${'r'.repeat(2030)}`,
    });
    const statuses = await flood(
      (i) =>
        fetch(`${server.url}/api2/deviceInit.html`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': spreadAddress(i), 'user-agent': `ua-${i}` },
          body,
        }),
      { seconds: 15, concurrency: 32 },
    );
    const rows = (await db.selectFrom('devices').select('id').execute()).length;
    const growth = (await databaseBytes(db, file)) - before;
    await db.destroy();
    console.log(`  ${describeStatuses(statuses)}; ${rows} device rows kept`);
    report(
      '6',
      'database growth in 15 s',
      `${(growth / 1024 / 1024).toFixed(2)} MB`,
      'the hour’s budget (was 22.5 MB)',
      true,
    );
    // The flood spends the hour's budget within seconds: each hour of a day-long flood adds at most as much.
    const daily = (growth * 24) / 1024 / 1024;
    report(
      '6',
      'anonymous writes a day at most (the hour’s growth × 24)',
      `${daily.toFixed(1)} MB`,
      '≤ 50 MB',
      daily <= 50,
    );
  });
}

/** The code in the latest outbox message to `to`. */
function codeIn(outbox: string, to: string): string {
  const name = readdirSync(outbox)
    .filter((n) => n.endsWith(`-${to}.txt`))
    .sort()
    .at(-1);
  const code = name ? /\b(\d{6})\b/.exec(readFileSync(join(outbox, name), 'utf8'))?.[1] : undefined;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

async function lockout() {
  console.log('\n7. locking an owner out with only their email');
  await withServer({}, async (server) => {
    const outbox = join(server.dir, 'outbox');
    const owner = '10.194.0.1';
    const attacker = '10.194.0.2';
    const email = 'victim@example.com';
    const token = await guestFrom(server.url, owner);
    await call(
      server.url,
      'sendCode',
      { access_token: token, channel: 'email', to: email, purpose: 'bind' },
      { address: owner },
    );
    const bound = await call(
      server.url,
      'bindEmail',
      { access_token: token, email, code: codeIn(outbox, email), password: 'owner-secret', nickname: '读者' },
      { address: owner },
    );
    if (bound.status !== 200) throw new Error(`bindEmail: ${bound.status} ${bound.msg}`);
    const seen = new Map<string, Map<number, number>>();
    const note = (kind: string, status: number) => {
      const kinds = seen.get(kind) ?? new Map<number, number>();
      kinds.set(status, (kinds.get(status) ?? 0) + 1);
      seen.set(kind, kinds);
    };
    for (let i = 0; i < 10; i++)
      note(
        'wrong logins',
        (await call(server.url, 'login', { email, password: `guess-${i}` }, { address: attacker })).status,
      );
    for (let i = 0; i < 6; i++) {
      const guest = await guestFrom(server.url, attacker);
      note(
        'bind codes',
        (
          await call(
            server.url,
            'sendCode',
            { access_token: guest, channel: 'email', to: email, purpose: 'bind' },
            { address: attacker },
          )
        ).status,
      );
    }
    note(
      'recovery codes',
      (await call(server.url, 'sendCode', { channel: 'email', to: email, purpose: 'recover' }, { address: attacker }))
        .status,
    );
    for (let i = 0; i < 6; i++)
      note(
        'wrong recovery codes',
        (
          await call(
            server.url,
            'resetPassword',
            { email, code: `00000${i}`, password: 'taken-over' },
            { address: attacker },
          )
        ).status,
      );
    for (const [kind, statuses] of seen) console.log(`  attacker's ${kind}: ${describeStatuses(statuses)}`);

    const login = await call(server.url, 'login', { email, password: 'owner-secret' }, { address: owner });
    report('7', 'the owner’s login with the password, at once', String(login.status), '200', login.status === 200);
    const asked = await call(
      server.url,
      'sendCode',
      { channel: 'email', to: email, purpose: 'recover' },
      { address: owner },
    );
    const reset = await call(
      server.url,
      'resetPassword',
      { email, code: codeIn(outbox, email), password: 'owner-new-1' },
      { address: owner },
    );
    report(
      '7',
      'the owner’s recovery by email (code asked, code used)',
      `${asked.status}, ${reset.status}`,
      '200, 200',
      asked.status === 200 && reset.status === 200,
    );
  });
}

/**
 * Opens idle sockets from `localAddress`, `target` in all, and reopens one the server closes a
 * second later, twice at most (as an attacker holding as many as it can would), until `stop`.
 */
function holdIdle(url: string, localAddress: string, target: number) {
  const { port } = new URL(url);
  const open = new Set<Socket>();
  let stopped = false;
  const one = (reopens = 2): Promise<void> =>
    new Promise((resolve) => {
      const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress });
      socket.on('connect', () => {
        open.add(socket);
        resolve();
      });
      socket.on('error', () => resolve());
      socket.on('close', () => {
        open.delete(socket);
        resolve();
        if (!stopped && reopens > 0) setTimeout(() => void one(reopens - 1), 1000).unref();
      });
    });
  const filled = (async () => {
    for (let i = 0; i < target; i += 200)
      await Promise.all(Array.from({ length: Math.min(200, target - i) }, () => one()));
  })();
  return {
    filled,
    open: () => open.size,
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

/** One request from `localAddress` on a connection of its own: its status, or 0 when it got no answer. */
function requestFrom(url: string, localAddress: string, path: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function connections() {
  const limit = Number(/^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 4096);
  const target = Math.min(19_000, limit - 1000);
  for (const [setting, env] of [
    ['TRUST_PROXY=1: no per-client cap, the reserve and idle-first closing', {}],
    ['TRUST_PROXY=0: 512 per client', { TRUST_PROXY: '0' }],
  ] as const) {
    console.log(`\n8. one client holding up to ${target} idle connections (${setting})`);
    await withServer(env, async (server) => {
      const attacker = holdIdle(server.url, '127.0.0.1', target);
      await attacker.filled;
      const fds = readdirSync(`/proc/${server.pid}/fd`).length;
      console.log(`  attacker holds ${attacker.open()} open; the server has ${fds} descriptors open`);
      let ok = 0;
      const total = 20;
      for (let i = 0; i < total; i++) if ((await requestFrom(server.url, '127.0.0.2', '/healthz')) === 200) ok++;
      attacker.stop();
      report(
        '8',
        `another client’s requests answered (${setting})`,
        `${ok}/${total}`,
        `${total}/${total}`,
        ok === total,
      );
    });
  }
}

/** A GET with the Host header given. */
function withHost(url: string, host: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function hosts() {
  console.log('\n9. a forged Host header, without PUBLIC_ORIGIN');
  await withServer({}, async (server) => {
    const paths = ['/', '/healthz', '/apiPath.txt', '/media/samples/clip-aurora.mp4', '/personal/recharge'];
    const answers = await Promise.all(paths.map((path) => withHost(server.url, 'evil.example', path)));
    const misdirected = answers.filter((a) => a.status === 421).length;
    report(
      '9',
      'requests naming evil.example refused with 421',
      `${misdirected}/${paths.length}`,
      `${paths.length}/${paths.length}`,
      misdirected === paths.length,
    );
    const { port } = new URL(server.url);
    const page = await withHost(server.url, `localhost:${port}`, '/');
    const named = page.body.includes('localhost') ? 1 : 0;
    report('9', `the / document naming the request's Host (status ${page.status})`, String(named), '0', named === 0);
  });
}

async function avatarCache() {
  console.log('\n10. how long an avatar is cached');
  await withServer({}, async (server) => {
    const token = await guestFrom(server.url, '10.193.0.1');
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#363' } })
      .jpeg()
      .toBuffer();
    const answer = await upload(server.url, token, small, '10.193.0.1');
    const avatar = (answer.data as { avatar?: string } | undefined)?.avatar ?? '';
    const cache = (await fetch(new URL(avatar, server.url))).headers.get('cache-control') ?? '';
    report(
      '10',
      'Cache-Control of an uploaded avatar',
      cache,
      'public, max-age=31536000, immutable',
      cache.includes('immutable'),
    );
  });
}

const ATTACKS: Record<string, () => Promise<void>> = {
  avatars,
  emptyImage,
  welcome,
  redirects,
  notifications,
  anonymousWrites,
  lockout,
  connections,
  hosts,
  avatarCache,
};

const chosen = (process.env.ATTACKS ?? Object.keys(ATTACKS).join(',')).split(',').map((name) => name.trim());
console.log(
  `# Attack replay — ${new Date().toISOString()} — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const name of chosen) {
  const attack = ATTACKS[name];
  if (!attack) throw new Error(`unknown attack ${name}: one of ${Object.keys(ATTACKS).join(', ')}`);
  await attack();
}
console.log(
  `\n# load average at the end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.table(figures);
process.exit(figures.every((f) => f.holds) ? 0 : 1);
