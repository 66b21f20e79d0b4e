import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_FETCH_MIN_BYTES,
  type BackgroundFetchManager,
  type BackgroundFetchRegistration,
  backgroundFetched,
} from './background-fetch';

/** A registration that finishes with `result` after one progress event. */
function registration(result: 'success' | 'failure', failureReason = ''): BackgroundFetchRegistration {
  const target = new EventTarget() as BackgroundFetchRegistration;
  Object.assign(target, {
    downloaded: 0,
    downloadTotal: BACKGROUND_FETCH_MIN_BYTES,
    result: '',
    failureReason: '',
    match: async () => ({
      request: new Request('http://x/a.mp4'),
      responseReady: Promise.resolve(new Response('file')),
    }),
    matchAll: async () => [],
    abort: async () => true,
  });
  setTimeout(() => {
    Object.assign(target, { downloaded: BACKGROUND_FETCH_MIN_BYTES, result, failureReason });
    target.dispatchEvent(new Event('progress'));
  }, 0);
  return target;
}

function manager(result: 'success' | 'failure', failureReason = '') {
  const started: Array<{ id: string; title: string; total: number }> = [];
  const m: BackgroundFetchManager = {
    get: async () => undefined,
    fetch: async (id, _requests, options) => {
      started.push({ id, title: options.title, total: options.downloadTotal });
      return registration(result, failureReason);
    },
  };
  return { m, started };
}

const signal = () => new AbortController().signal;
const big = async () => BACKGROUND_FETCH_MIN_BYTES * 2;

describe('backgroundFetched', () => {
  it('leaves the file to the worker where there is no Background Fetch, or when it is small', async () => {
    expect(await backgroundFetched(undefined, '/a.mp4', 't', signal(), () => {}, big)).toBeNull();
    const { m, started } = manager('success');
    expect(
      await backgroundFetched(
        m,
        '/a.mp4',
        't',
        signal(),
        () => {},
        async () => 1000,
      ),
    ).toBeNull();
    expect(
      await backgroundFetched(
        m,
        '/a.mp4',
        't',
        signal(),
        () => {},
        async () => null,
      ),
    ).toBeNull();
    expect(started).toEqual([]);
  });

  it('hands a large file to the browser with its title and size, following its progress', async () => {
    const { m, started } = manager('success');
    const seen: number[] = [];
    const response = await backgroundFetched(m, '/a.mp4', '第1集', signal(), (n) => seen.push(n), big);
    expect(await response?.text()).toBe('file');
    expect(started).toEqual([{ id: 'manyue-download:/a.mp4', title: '第1集', total: BACKGROUND_FETCH_MIN_BYTES * 2 }]);
    expect(seen.at(-1)).toBe(BACKGROUND_FETCH_MIN_BYTES);
  });

  it('fails as a fetch does: no room is a quota error, the rest a network error', async () => {
    await expect(
      backgroundFetched(manager('failure', 'quota-exceeded').m, '/a.mp4', 't', signal(), () => {}, big),
    ).rejects.toMatchObject({ name: 'QuotaExceededError' });
    await expect(
      backgroundFetched(manager('failure', 'fetch-error').m, '/a.mp4', 't', signal(), () => {}, big),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
