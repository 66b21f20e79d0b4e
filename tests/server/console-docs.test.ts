// docs/admin-api.md is the console's API as built: every endpoint the server answers has its section there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { consoleApi } from '../../server/admin/console';
import type { ConsoleDeps } from '../../server/admin/context';
import { readConfig } from '../../server/config';

const doc = readFileSync(new URL('../../docs/admin-api.md', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'manyue-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The API's routes as `METHOD /admin/api/path/{param}` (an upload's offset is asked with HEAD, which Hono routes as GET). */
function endpoints(): string[] {
  const config = readConfig({ DATABASE_URL: join(dir, 'db'), MEDIA_DIR: join(dir, 'media') });
  const api = consoleApi({ config } as ConsoleDeps);
  const found = api.routes
    .filter((route) => ['GET', 'POST', 'PATCH', 'DELETE'].includes(route.method) && route.path !== '/*')
    .map(({ method, path }) => {
      const shown = method === 'GET' && path === '/uploads/:id' ? 'HEAD' : method;
      return `${shown} /admin/api${path.replace(/:(\w+)/g, '{$1}')}`;
    });
  return [...new Set(found)];
}

it.each(endpoints())('docs/admin-api.md documents %s', (endpoint) => {
  expect(doc).toContain(`### \`${endpoint}\``);
});

it('finds the endpoints', () => {
  expect(endpoints().length).toBeGreaterThan(20);
});
