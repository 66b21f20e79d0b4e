/** Random identifiers: access tokens (128 bits, stored hashed), share codes, uids, certificates. */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { TOKEN_BYTES } from '../../src/core/config';

export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('hex');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// No 0/O/1/I/L: codes are read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Eight digits, not starting with 0: shown as the reader's ID. */
export const newUid = (): string => String(randomInt(10_000_000, 100_000_000));

/** A recovery secret the reader keeps (account credential): 128 bits, grouped for reading. */
export const newCertificate = (): string =>
  (randomBytes(16).toString('hex').toUpperCase().match(/.{4}/g) ?? []).join('-');
