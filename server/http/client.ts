/**
 * Who is asking: the client's address and protocol as TRUST_PROXY trusted proxies report them, and
 * the origin absolute URLs are built on (PUBLIC_ORIGIN, else the request's own).
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so with n trusted
 * hops the client is the n-th entry from the right (the socket's peer counting as the last one):
 * entries further left were written by the client and are not believed.
 */
import { createHmac } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface Client {
  /** The address rate limits and device fingerprints are keyed on (an IPv6 client by its /64). */
  address: string;
  protocol: 'http' | 'https';
}

const list = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function clientOf(c: Context, trustProxy: number): Client {
  const socket = getConnInfo(c).remote.address ?? 'unknown';
  const own = new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  if (trustProxy === 0) return { address: addressKey(socket), protocol: own };
  const hops = [...list(c.req.header('x-forwarded-for')), socket];
  const address = hops[Math.max(0, hops.length - 1 - trustProxy)] ?? socket;
  // The proxy that terminates TLS sets (or appends) the protocol; the outermost trusted one wins.
  const protocols = list(c.req.header('x-forwarded-proto'));
  const reported = protocols[Math.max(0, protocols.length - trustProxy)]?.toLowerCase();
  const protocol = reported === 'https' || reported === 'http' ? reported : own;
  return { address: addressKey(address), protocol };
}

/**
 * One key per client: an IPv4-mapped IPv6 address as IPv4; an IPv6 address by its /64 prefix,
 * the block one subscriber line gets (counting single addresses would let one client rotate freely).
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The origin the answers' absolute URLs use: PUBLIC_ORIGIN, or the Host the request named. */
export function originOfRequest(c: Context, client: Client, publicOrigin: string): string {
  if (publicOrigin) return publicOrigin;
  return `${client.protocol}://${new URL(c.req.url).host}`;
}

/**
 * A device as the server can tell one: its address key and browser (User-Agent), keyed with the
 * server's secret so that the stored value does not give the address back.
 */
export const deviceFingerprint = (secret: string, address: string, userAgent: string): string =>
  createHmac('sha256', secret)
    .update(`${address}\n${userAgent.slice(0, 512)}`)
    .digest('hex');

/** A client address on one day (the welcome gold's key), keyed with the server's secret likewise. */
export const addressOnDay = (secret: string, address: string, day: number): string =>
  createHmac('sha256', secret).update(`welcome\n${address}\n${day}`).digest('hex');
