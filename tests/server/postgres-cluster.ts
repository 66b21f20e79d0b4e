/**
 * A throwaway PostgreSQL server for tests and benchmarks: `initdb` into a temp folder, started on
 * a free port (PG_PORT when set) with its socket in that folder, and removed when stopped. As root
 * (CI, containers) the cluster belongs to the `postgres` user, as PostgreSQL refuses to run as root.
 * Missing binaries are installed the way CI does (scripts/ensure-postgresql.sh), or the start fails
 * saying so: a suite never passes by skipping its PostgreSQL half.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface PostgresCluster {
  /** A connection string to the `postgres` database, as the superuser `manyue`. */
  url: string;
  /** A connection string to `database` on this server. */
  urlOf(database: string): string;
  stop(): void;
}

const ENSURE = fileURLToPath(new URL('../../scripts/ensure-postgresql.sh', import.meta.url));

function findBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function serverBinaries(): string {
  const found = findBin();
  if (found) return found;
  try {
    execFileSync('bash', [ENSURE], { stdio: 'inherit' });
  } catch {
    // ensure-postgresql.sh has said why.
  }
  const installed = findBin();
  if (!installed) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found: install Debian’s postgresql package ' +
        '(apt-get install postgresql, as .ci/run does) or set PG_BIN to their folder.',
    );
  }
  return installed;
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server `serverUrl` points at; answers its connection string. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await admin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database once its last connections have closed (a pool's clients end a moment after
 * the pool resolves its end()); forced only if they linger, which would fail their owners.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await admin(serverUrl, `drop database if exists "${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin(serverUrl, `drop database if exists "${name}" with (force)`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const port = process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'manyue-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    try {
      execFileSync(command, argv, { stdio: 'pipe', cwd: dir });
    } catch (error) {
      const log = join(dir, 'server.log');
      const detail = existsSync(log) ? readFileSync(log, 'utf8') : String((error as { stderr?: Buffer }).stderr ?? '');
      throw new Error(`PostgreSQL ${tool} failed: ${detail}`);
    }
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'manyue', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Durability off: a test cluster is thrown away, and fsync would only slow the suites down.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);

  const urlOf = (database: string) => `postgres://manyue@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
