/**
 * The console's one way to its API (/admin/api): JSON in and out, the session's cookie sent by the
 * browser, refusals as ApiError with the server's code (core/admin/errors.ts). A session that has
 * ended sends the operator back to sign in (see router.ts).
 */
import type { AdminErrorAnswer, AdminErrorCode } from '../../core/admin/errors';
import { ADMIN_API } from '../../core/admin/paths';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's code, or `network` when no answer came. */
    readonly code: AdminErrorCode | 'network' | 'server',
    readonly field?: string,
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

let signedOut: () => void = () => {};

/** What to do when a call finds the session ended (set once, by the router). */
export function whenSignedOut(handler: () => void): void {
  signedOut = handler;
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=x`, without the empty ones. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A refusal read from an answer that is not ok. */
export async function refusalOf(response: Response): Promise<ApiError> {
  const answer = (await response.json().catch(() => null)) as AdminErrorAnswer | null;
  return new ApiError(response.status, answer?.error ?? 'server', answer?.field, answer?.detail);
}

export async function request<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(ADMIN_API + path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || body instanceof Blob ? undefined : { 'content-type': 'application/json' },
      body: body === undefined || body instanceof Blob ? (body as Blob | undefined) : JSON.stringify(body),
      ...init,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network');
  }
  if (response.ok) return (await response.json()) as T;
  const error = await refusalOf(response);
  if (error.code === 'notSignedIn' && !path.startsWith('/session')) signedOut();
  throw error;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path + queryString(query)),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  del: <T>(path: string) => request<T>('DELETE', path),
};
