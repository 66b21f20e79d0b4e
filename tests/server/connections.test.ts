/**
 * Connections per client and in all: one client holding idle connections cannot take the
 * descriptors every other visitor needs. Two clients are two loopback addresses (127.0.0.1 and
 * 127.0.0.2: all of 127/8 is this machine).
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { defaultTotal } from '../../server/http/connections';
import { startTestServer, type TestServer } from './harness';

const servers: TestServer[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function server(env: Record<string, string>): Promise<TestServer> {
  const s = await startTestServer(env);
  servers.push(s);
  return s;
}

/** An idle connection from `localAddress`, open once the server has accepted it. */
function idle(s: TestServer, localAddress: string): Promise<Socket> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

/** Resolves when the server has closed `socket`; fails the test if it has not within 10 s. */
function closedByServer(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || socket.readableEnded) return resolve();
    socket.on('close', () => resolve());
    socket.on('end', () => resolve());
    setTimeout(() => reject(new Error('the server kept the connection open')), 10_000).unref();
  });
}

/** GET /healthz from `localAddress` on a connection of its own. */
function health(s: TestServer, localAddress: string): Promise<number> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('connections', () => {
  it('closes a client’s connection past its cap as it opens, and serves other clients', async () => {
    const s = await server({ MAX_CONNECTIONS_PER_CLIENT: '5' });
    for (let i = 0; i < 5; i++) await idle(s, '127.0.0.1');
    const sixth = await idle(s, '127.0.0.1');
    await closedByServer(sixth);
    expect(await health(s, '127.0.0.2')).toBe(200);
    // Its held connections given back, the first client gets in again.
    for (const socket of sockets.splice(0)) socket.destroy();
    await expect.poll(() => health(s, '127.0.0.1').catch(() => 0)).toBe(200);
  });

  it('near the process’s limit closes idle connections first, so another client still gets in', async () => {
    const s = await server({ MAX_CONNECTIONS_PER_CLIENT: '0', MAX_CONNECTIONS: '40' });
    const held: (Socket | null)[] = [];
    for (let i = 0; i < 60; i++) held.push(await idle(s, '127.0.0.1').catch(() => null));
    const open = () => held.filter((socket) => socket && !socket.destroyed && !socket.readableEnded).length;
    // Those over the high-water mark closed down to the low one: never all 60 at once.
    await expect.poll(open).toBeLessThanOrEqual(40);
    for (let i = 0; i < 5; i++) expect(await health(s, '127.0.0.2')).toBe(200);
  });

  it('caps each client at 512 by default, not behind a proxy, and keeps a descriptor reserve', () => {
    expect(readConfig({}).maxConnectionsPerClient).toBe(512);
    expect(readConfig({ TRUST_PROXY: '1' }).maxConnectionsPerClient).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_CLIENT: '64' }).maxConnectionsPerClient).toBe(64);
    expect(defaultTotal(20_000)).toBe(18_000);
    expect(defaultTotal(1024)).toBe(768);
    expect(readConfig({ MAX_CONNECTIONS: '500' }).maxConnections).toBe(500);
  });
});
