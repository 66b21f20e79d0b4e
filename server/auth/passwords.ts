/**
 * scrypt password hashes: `scrypt$N$r$p$salt$hash`, compared in constant time.
 *
 * scrypt runs on libuv's thread pool (4 threads), which also reads media files and encrypts every
 * answer: hashes therefore go through a line of their own (http/bounded-line.ts), at most
 * HASHES_AT_ONCE (one or two) at a time, so that a flood of password requests waits in line instead
 * of taking every thread; past QUEUE_LIMIT waiting, a password request is refused as too many (429).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { BoundedLine } from '../http/bounded-line';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;
/**
 * At most half of libuv's default pool (the rest stays free for files and WebCrypto), and never
 * every core: scrypt is pure CPU, and two at once on two cores would starve the event loop too.
 */
export const HASHES_AT_ONCE = availableParallelism() > 2 ? 2 : 1;
export const QUEUE_LIMIT = 64;

const line = new BoundedLine(HASHES_AT_ONCE, QUEUE_LIMIT);

/** Hashes running and waiting now (for tests and the soak benchmark). */
export const hashingLoad = () => line.load();

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return line.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [kind, N, r, p, salt, hash, ...rest] = stored?.split('$') ?? [];
  if (kind !== 'scrypt' || !salt || !hash || rest.length > 0) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
