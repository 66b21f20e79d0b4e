// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../tests/fixtures/test-user';
import { ApiError } from '../api/errors';
import { LOCAL_KEYS } from '../core/storage-keys';
import { app } from './app';

const call = vi.fn();
const forgetPersonalAnswers = vi.fn(async () => {});
vi.mock('../api', async (original) => ({ ...(await original<typeof import('../api')>()), call }));
vi.mock('../api/kept', async (original) => ({
  ...(await original<typeof import('../api/kept')>()),
  forgetPersonalAnswers,
}));

const { ensureSession, refreshUser, setToken, user } = await import('./session');

const stored = { ...testUser, nickname: '读者', money: 70 };

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
});

beforeEach(() => {
  call.mockReset();
  forgetPersonalAnswers.mockClear();
  app.online = true;
  app.unreachable = false;
  app.accessToken = null;
  localStorage.clear();
});

describe('session offline', () => {
  it('does not try a guest login offline: it fails at once, quietly, with the network error', async () => {
    app.online = false;
    const error = await ensureSession().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure.kind).toBe('network');
    app.online = true;
    app.unreachable = true;
    await expect(ensureSession()).rejects.toBeInstanceOf(ApiError);
    expect(call).not.toHaveBeenCalled();
  });

  it('a stored token with a kept user opens offline: userInfo falls back to the user on the device', async () => {
    app.accessToken = 'tok';
    localStorage.setItem(LOCAL_KEYS.user, JSON.stringify(stored));
    // The client answers with the caller's kept answer when the network fails.
    call.mockImplementation(async (_name: string, _body: unknown, options?: { offline?: () => unknown }) => {
      const kept = options?.offline?.();
      if (kept) return kept;
      throw new ApiError({ kind: 'network' }, '网络异常，请检查连接');
    });
    user.info = null;
    await refreshUser();
    expect(user.info).toMatchObject({ nickname: '读者', money: 70 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('forgets the kept answers about the reader when the login changes, not when it is first set', async () => {
    await setToken('first');
    expect(forgetPersonalAnswers).not.toHaveBeenCalled();
    await setToken('first');
    expect(forgetPersonalAnswers).not.toHaveBeenCalled();
    await setToken('second');
    expect(forgetPersonalAnswers).toHaveBeenCalledTimes(1);
    await setToken(null);
    expect(forgetPersonalAnswers).toHaveBeenCalledTimes(2);
  });
});
