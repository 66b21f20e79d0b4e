/**
 * The console's operators: the first owner's link, the command line, sign-in limits, sessions
 * (cookie, idle end, sign-out everywhere, disabled accounts), roles on every endpoint, and the
 * Origin check on every write.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdminCli } from '../../server/admin/cli';
import { consoleApi } from '../../server/admin/console';
import type { ConsoleDeps } from '../../server/admin/context';
import { declaredRoutes } from '../../server/admin/endpoint';
import { announceFirstOwner } from '../../server/admin/first-owner';
import { FAILURES_PER_ADDRESS } from '../../server/api/guessing';
import { mayWorkIn, type OperatorRole } from '../../src/core/admin/roles';
import { type ConsoleClient, consoleClient, PASSWORD, signedIn, tokenOf } from './console-harness';
import { startTestServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  // Every operator of this file signs in from one address: the per-email limit is the one tried here.
  s = await startTestServer({ RATE_LIMIT_LOGINS: '1000' });
});
afterAll(() => s.close());

/** What the command line printed while running `args` on the test server's database. */
async function cli(...args: string[]) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const code = await runAdminCli(args, { DATABASE_URL: s.config.databaseUrl, PORT: '8080' });
    return { code, out: log.mock.calls.flat().join('\n'), err: error.mock.calls.flat().join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('the first owner', () => {
  it('is set up by the link a new site prints once, which asks for the email', async () => {
    const printed = await announceFirstOwner(s.db, s.url);
    const link = printed?.match(/https?:\/\/\S+/)?.[0] as string;
    expect(link).toContain('/admin/password?token=');
    // A second start while that link is valid prints no other.
    expect(await announceFirstOwner(s.db, s.url)).not.toMatch(/https?:\/\//);

    const owner = consoleClient(s);
    expect((await owner.get(`/password-link?token=${tokenOf(link)}`)).body).toMatchObject({ email: null });
    expect((await owner.post('/password', { token: tokenOf(link), password: PASSWORD })).body).toMatchObject({
      error: 'invalid',
      field: 'email',
    });
    const set = await owner.post('/password', { token: tokenOf(link), password: PASSWORD, email: 'Boss@Example.com' });
    expect(set.status).toBe(200);
    expect(set.headers.get('set-cookie')).toMatch(/manyue_console=[0-9a-f]+;.*HttpOnly/i);
    expect(set.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    expect(set.headers.get('set-cookie')).toMatch(/Path=\/admin/i);
    expect((await owner.get('/session')).body).toMatchObject({
      operator: { email: 'boss@example.com', role: 'owner' },
    });
    // Used once; and the site has an owner now.
    expect(
      (await consoleClient(s).post('/password', { token: tokenOf(link), password: PASSWORD, email: 'x@example.com' }))
        .status,
    ).toBe(404);
    expect(await announceFirstOwner(s.db, s.url)).toBeNull();
  });
});

describe('the command line', () => {
  it('creates an operator with a one-time link, lists, disables, enables and resets', async () => {
    const created = await cli('create', 'editor1@example.com', '--role', 'editor');
    expect(created.code).toBe(0);
    const link = created.out.match(/https?:\/\/\S+/)?.[0] as string;
    expect(link).toMatch(/^http:\/\/localhost:8080\/admin\/password\?token=[0-9a-f]{64}$/);
    const editor = consoleClient(s);
    expect((await editor.get(`/password-link?token=${tokenOf(link)}`)).body).toMatchObject({
      email: 'editor1@example.com',
    });
    expect((await editor.post('/password', { token: tokenOf(link), password: 'short' })).body).toMatchObject({
      field: 'password',
    });
    expect((await editor.post('/password', { token: tokenOf(link), password: PASSWORD })).status).toBe(200);

    expect((await cli('list')).out).toMatch(/editor1@example\.com\teditor\tactive/);
    expect((await cli('create', 'editor1@example.com', '--role', 'editor')).code).toBe(1);
    expect((await cli('create', 'x@example.com', '--role', 'king')).code).toBe(1);
    expect((await cli('create', 'x@example.com')).code).toBe(2);

    expect((await cli('disable', 'editor1@example.com')).code).toBe(0);
    expect((await editor.get('/session')).status).toBe(401);
    expect((await editor.post('/session', { email: 'editor1@example.com', password: PASSWORD })).status).toBe(401);
    expect((await cli('enable', 'editor1@example.com')).code).toBe(0);
    expect((await editor.post('/session', { email: 'editor1@example.com', password: PASSWORD })).status).toBe(200);

    const reset = await cli('reset', 'editor1@example.com');
    expect(reset.out).toMatch(/token=[0-9a-f]{64}/);
    // The old password and the session end with the reset.
    expect((await editor.get('/session')).status).toBe(401);
    expect((await editor.post('/session', { email: 'editor1@example.com', password: PASSWORD })).status).toBe(401);
    expect((await cli('disable', 'nobody@example.com')).code).toBe(1);
  });

  it('never leaves the site without an owner who can sign in', async () => {
    const owners = await s.db.selectFrom('operators').select('email').where('role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);
    const refused = await cli('disable', owners[0]?.email as string);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/owner/);
  });
});

describe('sessions', () => {
  it('refuse a wrong email and a wrong password alike, and limit the tries', async () => {
    await signedIn(s, 'limits@example.com', 'support');
    const client = consoleClient(s);
    const wrong = await client.post('/session', { email: 'limits@example.com', password: 'not it at all' });
    const unknown = await client.post('/session', { email: 'nobody@example.com', password: 'not it at all' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    let status = 0;
    for (let i = 0; i < FAILURES_PER_ADDRESS + 1 && status !== 429; i++)
      status = (await client.post('/session', { email: 'limits@example.com', password: 'not it at all' })).status;
    expect(status).toBe(429);
  });

  it('end after the idle time, and everywhere at once when asked', async () => {
    const first = await signedIn(s, 'idle@example.com', 'editor');
    const second = consoleClient(s);
    expect((await second.post('/session', { email: 'idle@example.com', password: PASSWORD })).status).toBe(200);
    expect((await first.get('/session')).status).toBe(200);

    const idle = s.config.consoleIdleMinutes * 60;
    await s.db
      .updateTable('operator_sessions')
      .set({ seen_at: sql`seen_at - ${idle + 1}` })
      .where('operator_id', '=', (eb) =>
        eb.selectFrom('operators').select('id').where('email', '=', 'idle@example.com'),
      )
      .execute();
    expect((await first.get('/session')).status).toBe(401);
    expect((await second.get('/session')).status).toBe(401);

    await first.post('/session', { email: 'idle@example.com', password: PASSWORD });
    await second.post('/session', { email: 'idle@example.com', password: PASSWORD });
    // The two live ones, and the two that went idle before.
    expect((await first.post('/session/everywhere')).body).toEqual({ ended: 4 });
    expect((await first.get('/session')).status).toBe(401);
    expect((await second.get('/session')).status).toBe(401);
  });

  it('sign out clears the cookie and ends the session; both are in the audit log', async () => {
    await signedIn(s, 'out@example.com', 'finance');
    const client = consoleClient(s);
    expect((await client.post('/session', { email: 'out@example.com', password: PASSWORD })).status).toBe(200);
    const kept = client.cookie;
    const out = await client.del('/session');
    expect(out.headers.get('set-cookie')).toMatch(/manyue_console=;/);
    client.cookie = kept;
    expect((await client.get('/session')).status).toBe(401);
    // Signing out again with the ended session records nothing more.
    await client.del('/session');

    const owner = await signedIn(s, 'out-owner@example.com', 'owner');
    const log = await owner.get<{ items: { action: string; target_type: string }[] }>(
      '/audit?operator=out@example.com',
    );
    expect(log.body.items.map((entry) => entry.action).reverse()).toEqual([
      'operator.setPassword',
      'operator.signIn',
      'operator.signOut',
    ]);
  });
});

describe('roles', () => {
  /** A path of the route with ids that name nothing: an allowed call is refused for that, never for the role. */
  const pathOf = (path: string) => path.replace(/:id/g, path.startsWith('/uploads') ? '0'.repeat(32) : '999999');

  it('are enforced by the server on every endpoint', async () => {
    const clients = {
      owner: await signedIn(s, 'r-owner@example.com', 'owner'),
      editor: await signedIn(s, 'r-editor@example.com', 'editor'),
      finance: await signedIn(s, 'r-finance@example.com', 'finance'),
      support: await signedIn(s, 'r-support@example.com', 'support'),
    };
    // The routes as this server mounts them (a second copy of its API, only listed).
    const routes = declaredRoutes(consoleApi({ config: s.config } as ConsoleDeps)).filter(
      (route) => route.access !== 'public',
    );
    expect(routes.length).toBeGreaterThan(20);
    const seen: string[] = [];
    for (const { method, path, access } of routes) {
      const tus: Record<string, string> = path.startsWith('/uploads') ? { 'tus-resumable': '1.0.0' } : {};
      // Not signed in: refused before anything else.
      expect([method, path, (await consoleClient(s).call(method, pathOf(path), undefined, tus)).status]).toEqual([
        method,
        path,
        401,
      ]);
      for (const [role, client] of Object.entries(clients) as [OperatorRole, ConsoleClient][]) {
        const allowed = access === 'signedIn' || (access !== 'public' && mayWorkIn(role, access));
        // Signing out everywhere would end the client's session (the sessions' test calls it).
        if (path === '/session/everywhere') continue;
        const answer = await client.call(
          method,
          pathOf(path),
          method === 'GET' || method === 'HEAD' ? undefined : {},
          tus,
        );
        const refused = answer.status === 403;
        expect([role, method, path, refused ? 'forbidden' : 'allowed']).toEqual([
          role,
          method,
          path,
          allowed ? 'allowed' : 'forbidden',
        ]);
        if (refused && method !== 'HEAD') expect(answer.body).toMatchObject({ error: 'forbidden' });
      }
      seen.push(`${method} ${path}`);
    }
    expect(seen).toEqual(expect.arrayContaining(['GET /orders', 'GET /audit', 'POST /works', 'PATCH /uploads/:id']));
    // The finance pages' endpoint, to each role.
    expect((await clients.editor.get('/orders')).body).toMatchObject({ error: 'forbidden' });
    expect((await clients.finance.get('/orders')).status).toBe(200);
    expect((await clients.support.get('/works')).status).toBe(403);
  });
});

describe('cross-site writes', () => {
  it('are refused by their Origin before anything else, signed in or not', async () => {
    const editor = await signedIn(s, 'csrf@example.com', 'editor');
    const count = async () =>
      Number(
        (
          await s.db
            .selectFrom('works')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const body = {
      kind: 'comic',
      title: '跨站',
      author: 'x',
      description: '',
      class_id: 1,
      tags: [],
      status: 'ongoing',
      free_until: null,
    };
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      { origin: s.url, 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await editor.call('POST', '/works', body, headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'crossSite' });
    }
    // A form post from another site: no Origin of ours, and not JSON either.
    const form = await fetch(`${s.url}/admin/api/works`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        cookie: editor.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'title=x',
    });
    expect(form.status).toBe(403);
    // No Origin at all (not a browser's write).
    const bare = await fetch(`${s.url}/admin/api/works`, {
      method: 'POST',
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(bare.status).toBe(403);
    expect(await count()).toBe(before);
    // Sign-in and sign-out are writes too.
    expect(
      (
        await consoleClient(s).call(
          'POST',
          '/session',
          { email: 'csrf@example.com', password: PASSWORD },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    // Reads are not refused for their Origin (a browser sends none on a same-site GET).
    expect((await editor.call('GET', '/works', undefined, { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('the console’s pages', () => {
  it('are served at /admin and under it with a policy of their own; the API is not a page', async () => {
    for (const path of ['/admin', '/admin/works/12']) {
      const page = await s.raw(path);
      // The test server has no build: the console says so, with its own headers.
      expect([200, 503]).toContain(page.status);
      expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await s.raw('/admin/api/nothing-here')).status).toBe(404);
    expect((await s.raw('/')).headers.get('content-security-policy')).not.toMatch(/frame-ancestors 'none'/);
  });
});
