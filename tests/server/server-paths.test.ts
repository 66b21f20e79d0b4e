/**
 * The server's own paths and the app's screens never overlap: every GET the server mounts is an
 * app route (the document) or on core's SERVER_PREFIXES, the one list the reader's service worker
 * also reads — a path mounted without going on it would be answered by every returning reader's
 * worker with the app's 404. The app's routes come from the route tree the router is built from.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { isServerPath, SERVER_PREFIXES } from '../../src/core/contract/paths';
import { startTestServer, type TestServer } from './harness';

/** Every screen's path, as the generated route tree lists them (`/novel/` is `/novel`). */
function appRoutes(): string[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!.replace(/(.)\/$/, '$1'));
}

/** The fixed part of a mounted path, up to its first parameter or wildcard: `/pay/sandbox/:no` → `/pay/sandbox/`. */
const fixedPart = (path: string) => path.replace(/[:*].*$/, '');

const SHELL = '<!doctype html><title>shell</title>';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const dist = join(s.dir, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc.js"}}');
});
afterAll(() => s.close());

describe('the server’s paths and the app’s', () => {
  const routes = appRoutes();

  it('reads the app’s routes from the route tree', () => {
    expect(routes).toContain('/');
    expect(routes).toContain('/personal/recharge');
    expect(routes).toContain('/vip/ceshi1');
    expect(routes.length).toBeGreaterThan(40);
  });

  it('every GET the server mounts is an app route or on the server’s list', async () => {
    const app = await createApp(s.db, s.config);
    const stray = app.routes
      .filter((route) => route.method === 'GET' || route.method === 'ALL')
      .map((route) => route.path)
      .filter((path) => path !== '*' && path !== '/*')
      .filter((path) => !routes.includes(path) && !isServerPath(fixedPart(path)));
    expect([...new Set(stray)], 'add them to SERVER_PREFIXES (src/core/contract/paths.ts)').toEqual([]);
  });

  it('no app route is one of the server’s', () => {
    expect(routes.filter(isServerPath)).toEqual([]);
  });

  it('every app route is answered with the document', async () => {
    for (const route of routes) {
      const response = await s.raw(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain('<title>shell</title>');
    }
  });

  it.each(SERVER_PREFIXES)('%s and what is below it are never answered with the document', async (prefix) => {
    for (const path of [prefix, `${prefix}/nope`]) {
      const response = await s.raw(path);
      expect(await response.text(), path).not.toContain('<title>shell</title>');
    }
  });

  it('the build’s hidden files are read by the server, never served', async () => {
    for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/.vite/manifest.json.br']) {
      const response = await s.raw(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('assets/index-abc.js');
    }
  });
});
