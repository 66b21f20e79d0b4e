/**
 * The Host header, checked before any handler runs. Absolute URLs in answers (invite links, the
 * payment provider's notify and return addresses) are built from PUBLIC_ORIGIN or else from the
 * request's Host, so a Host the site does not answer to would put another site's name in them (and
 * into any cache in front): such a request is refused with 421 Misdirected Request.
 *
 * The site answers to loopback, this machine's own names and addresses, PUBLIC_ORIGIN's and
 * PUBLIC_API_BASE's hosts, and ALLOWED_HOSTS (`m.example.com`, `*.example.com` for its subdomains,
 * `*` for any host: only behind a proxy that checks Host itself).
 */
import { hostname, networkInterfaces } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';

/** Interfaces may gain addresses while the server runs (DHCP, a new container network). */
const REREAD_INTERFACES_MS = 60_000;

/** A Host header's name, lower case, without its port or an IPv6 literal's brackets. */
function hostName(host: string): string {
  const name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(1, name.indexOf(']'));
  return name.replace(/:\d*$/, '').replace(/\.$/, '');
}

const isLoopback = (name: string) =>
  name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';

function ownNames(): Set<string> {
  const names = new Set([hostName(hostname())]);
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) names.add(entry.address.replace(/%.*$/, '').toLowerCase());
  }
  return names;
}

const hostOf = (address: string): string[] => (URL.canParse(address) ? [hostName(new URL(address).host)] : []);

type HostSettings = Pick<ServerConfig, 'allowedHosts' | 'publicOrigin' | 'publicApiBase'>;

/** Whether `name` is one of the site's: the settings' names and patterns, loopback, or this machine's. */
function hostAllowList(config: HostSettings): (name: string) => boolean {
  const exact = new Set([...hostOf(config.publicOrigin), ...hostOf(config.publicApiBase)]);
  const suffixes: string[] = [];
  let any = false;
  for (const entry of config.allowedHosts) {
    if (entry === '*') any = true;
    else if (entry.startsWith('*.')) suffixes.push(entry.slice(1));
    else exact.add(hostName(entry));
  }
  let own = ownNames();
  let readAt = Date.now();
  return (name: string): boolean => {
    if (any || exact.has(name) || isLoopback(name) || suffixes.some((suffix) => name.endsWith(suffix))) return true;
    if (own.has(name)) return true;
    if (Date.now() - readAt < REREAD_INTERFACES_MS) return false;
    own = ownNames();
    readAt = Date.now();
    return own.has(name);
  };
}

export function hostGuard(config: HostSettings): MiddlewareHandler {
  const allowed = hostAllowList(config);
  return async (c, next) => {
    if (!allowed(hostName(new URL(c.req.url).host))) {
      c.header('Cache-Control', 'no-store');
      return c.text('Misdirected Request: this server does not answer to that host', 421);
    }
    return next();
  };
}
