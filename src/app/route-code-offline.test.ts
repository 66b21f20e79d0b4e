// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../state/app';
import { keepScreensInAppOffline } from './route-code-offline';

const failure = (message: string) =>
  Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError(message) });
const MESSAGE = 'Failed to fetch dynamically imported module: http://app.test/assets/settings-abc.js';
const MARK = `tanstack_router_reload:${MESSAGE}`;

keepScreensInAppOffline();

beforeEach(() => {
  sessionStorage.clear();
  app.online = true;
  app.unreachable = false;
});

describe('a screen whose code cannot be fetched', () => {
  it('offline: the router’s reload is marked done, and the mark goes when the network returns', () => {
    app.online = false;
    dispatchEvent(failure(MESSAGE));
    expect(sessionStorage.getItem(MARK)).toBe('1');
    dispatchEvent(new Event('online'));
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });

  it('online: the router may reload (a deployment may have replaced the code)', () => {
    dispatchEvent(failure(MESSAGE));
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });

  it('a mark the router set itself is left to it', () => {
    sessionStorage.setItem(MARK, '1');
    app.unreachable = true;
    dispatchEvent(failure(MESSAGE));
    dispatchEvent(new Event('online'));
    expect(sessionStorage.getItem(MARK)).toBe('1');
  });
});
