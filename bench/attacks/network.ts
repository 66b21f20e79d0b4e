/** Attacks on the transport: idle connections held by one client, and forged Host headers. */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { report, withServer } from '../attack-client';

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

export async function connections() {
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

export async function hosts() {
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
