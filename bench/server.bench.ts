/**
 * requests/s and p99 of userInfo, noticeList and the comic home (encrypted answers, SQLite) over
 * loopback, next to a plain JSON route of the same server. The load runs in this process, the
 * server in its own.
 */
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../src/core/config';
import { type LoadResult, load } from './load';
import { startServerProcess } from './server-process';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const row = (r: LoadResult) => ({
  'req/s': Math.round(r.rps),
  'p50 ms': r.p50.toFixed(2),
  'p99 ms': r.p99.toFixed(2),
  requests: r.requests,
  errors: r.errors,
});

export async function runServerBench(extra: Record<string, () => Promise<Response>> = {}): Promise<void> {
  // The demo art is drawn once into .tmp/ and reused: the server seeds a fresh database each run.
  const server = await startServerProcess({ MEDIA_DIR: '.tmp/bench-media' });
  try {
    const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));
    const login = await (await post(`${server.url}/api2/autoCreateAndLogin.html`, { domain: 'bench.local' })).json();
    const { access_token } = (await cipher.decryptJson(login.data)) as { access_token: string };
    const cases: Record<string, () => Promise<Response>> = {
      'GET /healthz (plain JSON)': () => fetch(`${server.url}/healthz`),
      'POST userInfo': () => post(`${server.url}/api2/userInfo.html`, { access_token }),
      'POST noticeList type 1': () => post(`${server.url}/api2/noticeList.html`, { type: 1, access_token }),
      'POST home channel comic': () => post(`${server.url}/api2/home.html`, { channel: 'comic', access_token }),
      ...Object.fromEntries(Object.entries(extra).map(([k, f]) => [k, f])),
    };
    const table: Record<string, ReturnType<typeof row>> = {};
    for (const [name, send] of Object.entries(cases)) {
      await load(send, { seconds: 1 }); // warm-up
      table[name] = row(await load(send));
    }
    console.log('\n## API server over loopback (32 connections, 4 s each)');
    console.table(table);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runServerBench();
