/**
 * Talking to the console API as a browser does: a cookie kept per operator, the server's own Origin
 * on every write, JSON in and out; tus uploads by the protocol; operators made as the command line
 * makes them (accounts.ts) and signed in through their one-time link.
 */
import { createOperator } from '../../server/admin/accounts';
import { COMMAND_LINE } from '../../server/admin/audit';
import type { Db } from '../../server/db/engine';
import type { OperatorRole } from '../../src/core/admin/roles';

/** Where the console API is: a test server, or a server process (the benchmarks). */
interface Site {
  url: string;
}

export interface ConsoleAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export function consoleClient(s: Site) {
  let cookie = '';
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ConsoleAnswer<T>> {
    const write = method !== 'GET' && method !== 'HEAD';
    const response = await fetch(`${s.url}/admin/api${path}`, {
      method,
      headers: {
        ...(write ? { origin: s.url } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    const value = set ? /manyue_console=([^;]*)/.exec(set)?.[1] : undefined;
    if (value !== undefined) cookie = value ? `manyue_console=${value}` : '';
    const text = await response.text();
    // tus answers in plain text.
    const json = response.headers.get('content-type')?.includes('json');
    const answer = text ? (json ? JSON.parse(text) : { text }) : {};
    return { status: response.status, body: answer as T, headers: response.headers };
  }
  return {
    call,
    get: <T = Record<string, unknown>>(path: string) => call<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body: unknown = {}) => call<T>('POST', path, body),
    patch: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('PATCH', path, body),
    del: <T = Record<string, unknown>>(path: string) => call<T>('DELETE', path),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

export type ConsoleClient = ReturnType<typeof consoleClient>;

export const PASSWORD = 'a long test password';

/** The token of a printed link. */
export const tokenOf = (link: string): string => new URL(link).searchParams.get('token') as string;

/** A new operator of `role`, signed in through their link. */
export async function signedIn(s: Site & { db: Db }, email: string, role: OperatorRole): Promise<ConsoleClient> {
  const { link } = await createOperator(s.db, email, role, COMMAND_LINE, s.url);
  const client = consoleClient(s);
  const answer = await client.post('/password', { token: tokenOf(link), password: PASSWORD });
  if (answer.status !== 200) throw new Error(`setting the password failed: ${answer.status}`);
  return client;
}

/** Uploads `bytes` by tus (in `chunk`-byte PATCHes); answers the upload's id. */
export async function tusUpload(client: ConsoleClient, s: Site, bytes: Uint8Array, name: string, chunk = bytes.length) {
  const metadata = `filename ${Buffer.from(name).toString('base64')}`;
  const created = await fetch(`${s.url}/admin/api/uploads`, {
    method: 'POST',
    headers: {
      origin: s.url,
      cookie: client.cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': metadata,
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location') as string;
  const id = location.split('/').at(-1) as string;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    const patched = await tusPatch(client, s, id, bytes.subarray(offset, offset + chunk), offset);
    if (patched.status !== 204) throw new Error(`tus patch: ${patched.status}`);
  }
  return id;
}

export const tusPatch = (client: ConsoleClient, s: Site, id: string, bytes: Uint8Array, offset: number) =>
  fetch(`${s.url}/admin/api/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      origin: s.url,
      cookie: client.cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    // Node's fetch takes any bytes; the DOM's types want them on an ArrayBuffer.
    body: bytes as Uint8Array<ArrayBuffer>,
  });

/** Runs an import and answers every line it streamed. */
export async function importFiles(client: ConsoleClient, s: Site, body: unknown) {
  const response = await fetch(`${s.url}/admin/api/imports`, {
    method: 'POST',
    headers: { origin: s.url, cookie: client.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) return { status: response.status, events: [], error: JSON.parse(text) };
  const events = text
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          type: string;
          phase?: string;
          done?: number;
          total?: number;
          work_id?: number;
          error?: string;
          detail?: string;
        },
    );
  return { status: response.status, events, error: null };
}
