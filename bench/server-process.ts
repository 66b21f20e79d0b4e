/**
 * Starts the real server (server/main.ts) as a process of its own on a free port, for the
 * multi-process tests and the benchmarks: on a fresh SQLite file unless DATABASE_URL is given.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/server/postgres-cluster';

export interface RunningServer {
  url: string;
  /** The server's process id (for its memory, /proc/<pid>/status). */
  pid: number;
  /** Its folder: the SQLite file `server.db` unless DATABASE_URL was given. */
  dir: string;
  stop(): Promise<void>;
}

/**
 * `env.PORT` when given, else a free port. `onStderr` sees what the server writes to stderr
 * (which is passed on as well).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  onStderr?: (chunk: Buffer) => void,
): Promise<RunningServer> {
  const port = Number(env.PORT) || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'manyue-process-'));
  // node itself (not npx): a signal to npx would not reach the server it starts.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: join(dir, 'server.db'),
      RATE_LIMIT_ACCOUNTS: '1000000',
      WELCOME_GOLD_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', onStderr ? 'pipe' : 'inherit'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    onStderr?.(chunk);
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  // A first start on an empty database draws the demo art (full: a few minutes; cached in MEDIA_DIR).
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    dir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
