/** Attacks on accounts: welcome gold farmed with User-Agents, anonymous writes, locking an owner out. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect as connectDatabase } from '../../server/db/engine';
import {
  call,
  databaseBytes,
  describeStatuses,
  flood,
  guestFrom,
  report,
  spreadAddress,
  withServer,
} from '../attack-client';

export async function welcome() {
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

export async function anonymousWrites() {
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

export async function lockout() {
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
