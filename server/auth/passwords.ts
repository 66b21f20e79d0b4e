/**
 * scrypt password hashes: `scrypt$N$r$p$salt$hash`, compared in constant time.
 *
 * scrypt runs on libuv's thread pool (4 threads), which also reads media files and encrypts every
 * answer: hashes therefore go through a queue of their own, at most HASHES_AT_ONCE (one or two) at a time, so
 * that a flood of password requests waits in line instead of taking every thread. The line is
 * bounded too: past QUEUE_LIMIT waiting, a password request is refused as too many (429).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { refuse } from '../http/failure';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;
/**
 * At most half of libuv's default pool (the rest stays free for files and WebCrypto), and never
 * every core: scrypt is pure CPU, and two at once on two cores would starve the event loop too.
 */
export const HASHES_AT_ONCE = availableParallelism() > 2 ? 2 : 1;
export const QUEUE_LIMIT = 64;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when a hashing slot is free; refuses when the line is full. */
async function inLine<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) {
    if (waiting.length >= QUEUE_LIMIT) refuse(429, 'tooMany');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    // The slot passes straight to the next in line (running stays counted), or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes running and waiting now (for tests and the soak benchmark). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inLine(
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
