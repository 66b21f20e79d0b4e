/**
 * How a console endpoint is declared: its method and path, the area whose roles may call it (or
 * `signedIn` for any operator, `public` before signing in), and the valibot schema of its body
 * (writes) or query (reads). Every request is checked in this order: a write's Origin (CSRF), the
 * session, the role, the input; the handler then answers JSON (or a Response of its own: a stream).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { type Area, mayWorkIn } from '../../src/core/admin/roles';
import { MEDIA_PREFIX } from '../../src/core/contract/paths';
import { clientOf, originOfRequest } from '../http/client';
import { Refusal } from '../http/failure';
import type { AdminContext, ConsoleDeps } from './context';
import { AdminRefusal, refuseAdmin } from './refusal';
import { sessionOperator } from './session';

export type Access = Area | 'signedIn' | 'public';
type Method = 'get' | 'post' | 'patch' | 'delete';

export interface EndpointSpec<S extends v.GenericSchema> {
  access: Access;
  /** The body's schema (post, patch) or the query's (get, delete). */
  input: S;
  handle: (input: v.InferOutput<S>, ctx: AdminContext, params: Record<string, number>) => Promise<unknown>;
}

/** What one route of the console API is, and who may call it. */
export interface Declared {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
}

const declaredOn = new WeakMap<Hono, Declared[]>();

/** Notes a route's access as it is mounted: the list the role tests go through, endpoint by endpoint. */
export function declare(api: Hono, method: Declared['method'], path: string, access: Access): void {
  declaredOn.set(api, [...(declaredOn.get(api) ?? []), { method, path, access }]);
}

/** Every route mounted on `api` with its access. */
export const declaredRoutes = (api: Hono): readonly Declared[] => declaredOn.get(api) ?? [];

/** An endpoint that takes no input. */
export const noInput = v.strictObject({});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The context of a request, with the CSRF check made: a write must come from the console's own origin. */
export function requestContext(c: Context, deps: ConsoleDeps): Omit<AdminContext, 'operator'> {
  const client = clientOf(c, deps.config.trustProxy);
  const origin = originOfRequest(c, client, deps.config.publicOrigin);
  if (WRITES.has(c.req.method)) {
    // Browsers send Origin with every write (fetch, XHR, forms); one from elsewhere, or none, is refused.
    if (c.req.header('origin') !== origin) refuseAdmin(403, 'crossSite');
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin') refuseAdmin(403, 'crossSite');
  }
  return {
    ...deps,
    c,
    address: client.address,
    origin,
    media: deps.config.mediaBaseUrl || `${origin}${MEDIA_PREFIX}`,
    secure: client.protocol === 'https',
  };
}

/** The signed-in operator, refused (401, 403) unless their role works in the area. */
export async function authorise(ctx: Omit<AdminContext, 'operator'>, access: Access): Promise<AdminContext> {
  if (access === 'public') return { ...ctx, operator: null };
  const operator = await sessionOperator(ctx.c, ctx.db, ctx.config.consoleIdleMinutes);
  if (!operator) return refuseAdmin(401, 'notSignedIn');
  if (access !== 'signedIn' && !mayWorkIn(operator.role, access)) refuseAdmin(403, 'forbidden');
  return { ...ctx, operator };
}

/** The first problem of an input, named by its field. */
function invalidField(issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const field = (issue && v.getDotPath(issue)) || '';
  if (issue?.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined)
    return String(issue.path?.at(-1)?.key ?? field);
  return field || 'body';
}

async function readInput(c: Context, method: Method): Promise<unknown> {
  if (method === 'get' || method === 'delete') return c.req.query();
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return refuseAdmin(400, 'invalid', 'body');
  }
}

/** Path parameters are ids: whole positive numbers. */
function readParams(c: Context): Record<string, number> {
  const params: Record<string, number> = {};
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    if (!/^[1-9]\d{0,14}$/.test(value)) refuseAdmin(404, 'notFound');
    params[name] = Number(value);
  }
  return params;
}

/** Answers a refusal as JSON; anything else is the server's fault (500, logged by Hono). */
export function answerRefusal(c: Context, error: unknown): Response {
  if (error instanceof AdminRefusal) return c.json(error.answer, error.status);
  // The rate limits and the password hashing queue the reader's API shares.
  if (error instanceof Refusal && error.status === 429) return c.json(new AdminRefusal(429, 'tooMany').answer, 429);
  throw error;
}

export function endpoint<S extends v.GenericSchema>(
  api: Hono,
  deps: ConsoleDeps,
  method: Method,
  path: string,
  spec: EndpointSpec<S>,
): void {
  declare(api, method.toUpperCase() as Declared['method'], path, spec.access);
  api[method](path, async (c) => {
    try {
      const ctx = await authorise(requestContext(c, deps), spec.access);
      const params = readParams(c);
      const parsed = v.safeParse(spec.input, await readInput(c, method));
      if (!parsed.success) return refuseAdmin(400, 'invalid', invalidField(parsed.issues));
      const answer = await spec.handle(parsed.output, ctx, params);
      c.header('Cache-Control', 'no-store');
      return answer instanceof Response ? answer : c.json(answer as object);
    } catch (error) {
      return answerRefusal(c, error);
    }
  });
}

/** A write whose body is a file's bytes (an image), not JSON: at most `maxBytes` of them. */
export function fileEndpoint(
  api: Hono,
  deps: ConsoleDeps,
  path: string,
  access: Access,
  maxBytes: number,
  handle: (bytes: Uint8Array, ctx: AdminContext, params: Record<string, number>) => Promise<unknown>,
): void {
  declare(api, 'POST', path, access);
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => answerRefusal(c, new AdminRefusal(413, 'tooLarge')) });
  api.post(path, limit, async (c) => {
    try {
      // Who may send it is checked before the body is read.
      const ctx = await authorise(requestContext(c, deps), access);
      const params = readParams(c);
      const answer = await handle(new Uint8Array(await c.req.arrayBuffer()), ctx, params);
      c.header('Cache-Control', 'no-store');
      return c.json(answer as object);
    } catch (error) {
      return answerRefusal(c, error);
    }
  });
}
