// docs/admin-api.md is the console's API as built: every endpoint the server answers has its section there.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { consoleApi } from '../../server/admin/console';
import type { ConsoleDeps } from '../../server/admin/context';
import { declaredRoutes } from '../../server/admin/endpoint';
import { readConfig } from '../../server/config';

const doc = readFileSync(new URL('../../docs/admin-api.md', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'manyue-docs-'));
const config = readConfig({ DATABASE_URL: join(dir, 'db'), MEDIA_DIR: join(dir, 'media') });
const api = consoleApi({ config } as ConsoleDeps);
// The upload store makes its folder as it starts: the folder goes once it is there.
afterAll(async () => {
  await vi.waitFor(() => expect(existsSync(join(config.uploadDir, 'files'))).toBe(true));
  rmSync(dir, { recursive: true, force: true });
});

/** The API's routes as `METHOD /admin/api/path/{param}`. */
const endpoints = [
  ...new Set(declaredRoutes(api).map(({ method, path }) => `${method} /admin/api${path.replace(/:(\w+)/g, '{$1}')}`)),
];

it.each(endpoints)('docs/admin-api.md documents %s', (endpoint) => {
  expect(doc).toContain(`### \`${endpoint}\``);
});

it('finds every route the API mounts', () => {
  expect(endpoints.length).toBeGreaterThan(20);
  // Each route Hono has (HEAD is routed as a GET) is a declared one.
  const mounted = api.routes
    .filter((route) => ['GET', 'POST', 'PATCH', 'DELETE'].includes(route.method) && route.path !== '/*')
    .map(({ method, path }) => `${method === 'GET' && path === '/uploads/:id' ? 'HEAD' : method} ${path}`);
  expect(new Set(mounted)).toEqual(new Set(declaredRoutes(api).map(({ method, path }) => `${method} ${path}`)));
});
