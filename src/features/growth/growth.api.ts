/** Invitations, promotion, the agent application and the app centre. */
import { ApiError, call } from '../../api';
import type { AgentStatus } from '../../core/contract/growth';
import { ensureSession, user } from '../../state/session';

export const INVITEES_PAGE_SIZE = 20;

export async function bindInviter(code: string): Promise<void> {
  await ensureSession();
  user.info = await call('editUserInfoV2', { invite_code: code });
}

/**
 * Files the application. A refusal answers the server's own text (请先绑定邮箱) beside the
 * catalogue's toast, so that the reader learns what to do about it.
 */
export async function applyForAgent(): Promise<{ status: AgentStatus } | { refusal: string }> {
  try {
    return await call('agentApply', {});
  } catch (error) {
    const text = error instanceof ApiError ? serverMessage(error) : null;
    if (text) return { refusal: text };
    throw error;
  }
}

function serverMessage(error: ApiError): string | null {
  const { failure } = error;
  if (failure.kind !== 'http' || failure.status !== 403) return null;
  const body = failure.body as { msg?: unknown } | null;
  return typeof body?.msg === 'string' && body.msg ? body.msg : null;
}

export async function fetchAgentStatus(signal?: AbortSignal): Promise<AgentStatus> {
  await ensureSession();
  return (await call('agentStatus', {}, { signal, quiet: true })).status;
}

export async function fetchInvitees(page: number, signal?: AbortSignal) {
  await ensureSession();
  return call('inviteList', { page, page_size: INVITEES_PAGE_SIZE }, { signal, quiet: true });
}

export const fetchApps = (signal?: AbortSignal) => call('appList', {}, { signal });

/** The most popular comic: its cover goes on the poster. */
export async function fetchPosterWork(signal?: AbortSignal) {
  const page = await call(
    'getListByClassV3',
    { kind: 'comic', sort: 'hot', page: 1, page_size: 1 },
    { signal, quiet: true },
  );
  return page.list[0] ?? null;
}
