import { i18n } from '@lingui/core';
import ky from 'ky';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testUser as user } from '../../tests/fixtures/test-user';
import { createEnvelopeCipher, keyFromSecret } from '../core/cipher/envelope';
import { DEV_API_SECRET, TOAST_DEFAULT_MS, TOAST_OLD_BROWSER_MS } from '../core/config';
import type { AnswerOf, EndpointName } from '../core/contract/answers';
import type { BodyOf } from '../core/contract/endpoints';
import { CODE } from '../core/contract/envelope';
import { type ApiClientDeps, createApiClient, isKeptAnswer, type KeptAnswers } from './client';
import { ApiError } from './errors';
import { canonicalBody } from './kept';

const cipher = createEnvelopeCipher(keyFromSecret(DEV_API_SECRET));
const CHROME = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36';
const UC = 'Mozilla/5.0 (Linux; U; Android 9) UCBrowser/12.1.0.1 Mobile Safari/537.36';
const QUARK = 'Mozilla/5.0 (Linux; Android 10) Quark/4.2.1.138 Mobile Safari/537.36';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'zh-CN', messages: {} });
});

type Reply = Response | Error | ((request: Request) => Promise<Response>);

/** A kept-answers store in memory, keyed like api/kept.ts (name + canonical body). */
function memoryKept(seed: Array<[EndpointName, object, unknown]> = []) {
  const map = new Map<string, unknown>(seed.map(([name, body, answer]) => [`${name}:${canonicalBody(body)}`, answer]));
  const kept: KeptAnswers = {
    read: async <N extends EndpointName>(name: N, body: BodyOf<N>) =>
      map.get(`${name}:${canonicalBody(body)}`) as AnswerOf<N> | undefined,
    write: <N extends EndpointName>(name: N, body: BodyOf<N>, answer: AnswerOf<N>) =>
      map.set(`${name}:${canonicalBody(body)}`, answer),
    personal: (name) => name === 'workState',
  };
  return { kept, map };
}

function setup(reply: Reply, userAgent = CHROME, token: string | null = 'tok', extra: Partial<ApiClientDeps> = {}) {
  const notices: Array<{ message: string; duration: number }> = [];
  const requests: Request[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const expired = vi.fn();
  const deps: ApiClientDeps = {
    http: () =>
      ky.create({
        retry: 0,
        throwHttpErrors: false,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          requests.push(request.clone());
          if (reply instanceof Error) throw reply;
          return typeof reply === 'function' ? reply(request) : reply.clone();
        },
      }),
    cipher: async () => cipher,
    base: () => 'http://api.test',
    token: () => token,
    userAgent: () => userAgent,
    onStart: () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
    },
    onEnd: () => {
      inFlight--;
    },
    onNotice: (message, duration) => notices.push({ message, duration }),
    onExpired: expired,
    ...extra,
  };
  return { call: createApiClient(deps), notices, requests, expired, counts: () => ({ inFlight, maxInFlight }) };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client', () => {
  it('POSTs JSON with access_token in the body and decodes the envelope', async () => {
    const t = setup(json(200, { code: 200, msg: 'ok', data: await cipher.encryptJson(user) }));
    const answer = await t.call('userInfo', {});
    expect(answer.nickname).toBe('游客1234');
    const request = t.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/api2/userInfo.html');
    expect(await request.json()).toEqual({ access_token: 'tok' });
    expect(t.notices).toEqual([]);
  });

  it('uses an answer the page already holds (the document’s, not encrypted) instead of a request, and validates it alike', async () => {
    const held = new Map<string, unknown>([
      ['noticeList:{"type":1}', { list: [] }],
      ['noticeList:{"type":2}', { list: 'not a list' }],
    ]);
    const t = setup(json(200, { code: 200, data: await cipher.encryptJson({ list: [{}] }) }), CHROME, null, {
      preloaded: (name, body) => {
        const key = `${name}:${JSON.stringify(body)}`;
        const answer = held.get(key);
        held.delete(key);
        return answer;
      },
    });
    expect(await t.call('noticeList', { type: 1 })).toEqual({ list: [] });
    expect(t.requests).toHaveLength(0);
    // A held answer that is not what the contract says fails as a server's would.
    await failure(t.call('noticeList', { type: 2 }));
    expect(t.requests).toHaveLength(0);
    // Taken once: the next call asks the server.
    await t.call('noticeList', { type: 1 }).catch(() => {});
    expect(t.requests).toHaveLength(1);
  });

  it('sends no access_token when logged out', async () => {
    const t = setup(json(200, { code: 200, data: await cipher.encryptJson({ list: [] }) }), CHROME, null);
    await t.call('noticeList', { type: 1 });
    expect(await t.requests[0]!.json()).toEqual({ type: 1 });
  });

  it('counts calls in flight (apiCount) and returns to zero after failures', async () => {
    const t = setup(async () => json(200, { code: 200, data: await cipher.encryptJson({ list: [] }) }));
    await Promise.all([t.call('noticeList', { type: 1 }), t.call('noticeList', { type: 2 })]);
    expect(t.counts()).toEqual({ inFlight: 0, maxInFlight: 2 });
    const broken = setup(new TypeError('Failed to fetch'));
    await failure(broken.call('userInfo', {}));
    expect(broken.counts().inFlight).toBe(0);
  });

  describe('error catalogue', () => {
    it('network failure → danger toast 网络异常，请检查连接', async () => {
      const t = setup(new TypeError('Failed to fetch'));
      const error = await failure(t.call('userInfo', {}));
      expect(error.failure.kind).toBe('network');
      expect(t.notices).toEqual([{ message: '网络异常，请检查连接', duration: TOAST_DEFAULT_MS }]);
    });

    it('timeout → the same network toast', async () => {
      const t = setup(async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      });
      await failure(t.call('userInfo', {}));
      expect(t.notices[0]?.message).toBe('网络异常，请检查连接');
    });

    it('HTTP 401 → 登录已过期, and the session is reported expired', async () => {
      const t = setup(json(401, { code: 401, msg: 'token expired' }));
      await failure(t.call('logout', {}));
      expect(t.notices).toEqual([{ message: '登录已过期', duration: TOAST_DEFAULT_MS }]);
      expect(t.expired).toHaveBeenCalledOnce();
    });

    it('HTTP 401 for a token replaced while the call was out → asked again with the new one, nothing said', async () => {
      let current: string | null = 'old';
      const sent: unknown[] = [];
      const reply = async (request: Request) => {
        const { access_token } = (await request.json()) as { access_token?: string };
        sent.push(access_token);
        if (access_token === 'new') return json(200, { code: CODE.ok, data: await cipher.encryptJson(user) });
        current = 'new';
        return json(401, { code: 401, msg: 'token expired' });
      };
      const t = setup(reply, CHROME, 'old', { token: () => current });
      expect(await t.call('userInfo', {})).toMatchObject({ id: user.id });
      expect(sent).toEqual(['old', 'new']);
      expect(t.notices).toEqual([]);
      expect(t.expired).not.toHaveBeenCalled();
    });

    it('HTTP 401 for a token dropped while the call was out (a new login under way) → quiet, the session not ended twice', async () => {
      let current: string | null = 'old';
      const reply = async () => {
        current = null;
        return json(401, { code: 401, msg: 'token expired' });
      };
      const t = setup(reply, CHROME, 'old', { token: () => current });
      expect((await failure(t.call('logout', {}))).message).toBe('登录已过期');
      expect(t.notices).toEqual([]);
      expect(t.expired).not.toHaveBeenCalled();
    });

    it('HTTP 403 with the banned code → the ban is reported with the server’s words, no toast, no new login', async () => {
      const banned = vi.fn();
      const t = setup(json(403, { code: CODE.banned, msg: '该账号已被封禁' }), CHROME, 'tok', { onBanned: banned });
      await failure(t.call('userInfo', {}));
      expect(banned).toHaveBeenCalledWith('该账号已被封禁');
      expect(t.notices).toEqual([]);
      expect(t.expired).not.toHaveBeenCalled();
    });

    it('HTTP 403 → 无权限访问', async () => {
      const t = setup(json(403, { code: 403 }));
      await failure(t.call('agentApply', {}));
      expect(t.notices[0]?.message).toBe('无权限访问');
    });

    it('HTTP 403 with the server’s message → that message', async () => {
      const t = setup(json(403, { code: 403, msg: '该账号已绑定邮箱，请用邮箱找回' }));
      await failure(t.call('findAccount', { account_certificate: 'AAAA-BBBB' }));
      expect(t.notices[0]?.message).toBe('该账号已绑定邮箱，请用邮箱找回');
    });

    it('HTTP 405 on UC → 版本过低请升级浏览器 for 15 s', async () => {
      const t = setup(json(405, undefined), UC);
      await failure(t.call('userInfo', {}));
      expect(t.notices).toEqual([{ message: '版本过低请升级浏览器', duration: TOAST_OLD_BROWSER_MS }]);
    });

    it('HTTP 405 on Quark → 版本过低请升级浏览器 for 15 s', async () => {
      const t = setup(json(405, undefined), QUARK);
      await failure(t.call('userInfo', {}));
      expect(t.notices).toEqual([{ message: '版本过低请升级浏览器', duration: TOAST_OLD_BROWSER_MS }]);
    });

    it('HTTP 405 elsewhere → 请求错误 like any other error', async () => {
      const t = setup(json(405, undefined));
      await failure(t.call('userInfo', {}));
      expect(t.notices).toEqual([{ message: '请求错误', duration: TOAST_DEFAULT_MS }]);
    });

    it("other errors → the server's msg", async () => {
      const t = setup(json(400, { code: 400, msg: '邮箱或密码错误' }));
      await failure(t.call('login', { email: 'a@b.cn', password: 'secret1' }));
      expect(t.notices[0]?.message).toBe('邮箱或密码错误');
    });

    it("other errors → the server's message field when there is no msg", async () => {
      const t = setup(json(500, { message: 'database is locked' }));
      await failure(t.call('userInfo', {}));
      expect(t.notices[0]?.message).toBe('database is locked');
    });

    it('other errors without msg or message → 请求错误', async () => {
      const t = setup(new Response('Payload Too Large', { status: 413 }));
      await failure(t.call('userInfo', {}));
      expect(t.notices[0]?.message).toBe('请求错误');
    });

    it('an error code inside a 200 answer → its msg', async () => {
      const t = setup(json(200, { code: 1001, msg: '金币不足' }));
      const error = await failure(t.call('userInfo', {}));
      expect(error.code).toBe(1001);
      expect(t.notices[0]?.message).toBe('金币不足');
    });

    it('userInfo code 100 → rejects with code 100 and shows nothing (guest login follows)', async () => {
      const t = setup(json(200, { code: 100, msg: '未登录' }));
      const error = await failure(t.call('userInfo', {}));
      expect(error.code).toBe(100);
      expect(t.notices).toEqual([]);
    });

    it.each([
      ['an envelope that does not decrypt', { code: 200, data: 'x'.repeat(64) }],
      ['no data at all', { code: 200 }],
      ['an answer that is not the envelope shape', ['not', 'an', 'object']],
    ])('decryption failure (%s) → 数据解析失败 and the call rejects', async (_, body) => {
      const t = setup(json(200, body));
      const error = await failure(t.call('userInfo', {}));
      expect(error.failure.kind).toBe('decrypt');
      expect(t.notices).toEqual([{ message: '数据解析失败', duration: TOAST_DEFAULT_MS }]);
    });

    it('a decrypted answer of the wrong shape → 数据解析失败', async () => {
      const t = setup(json(200, { code: 200, data: await cipher.encryptJson({ nickname: 42 }) }));
      await failure(t.call('userInfo', {}));
      expect(t.notices[0]?.message).toBe('数据解析失败');
    });

    it('quiet calls show no toast but still reject', async () => {
      const t = setup(json(403, {}));
      await failure(t.call('agentApply', {}, { quiet: true }));
      expect(t.notices).toEqual([]);
    });
  });
});

describe('kept answers (offline data)', () => {
  const detail = {
    work: {
      id: 5,
      kind: 'comic',
      title: '九州剑姬',
      cover: 'http://x/c.webp',
      author: 'a',
      tags: [],
      status: 'ongoing',
      chapter_count: 1,
      latest_title: '第1话',
      intro: '',
      views: 1,
      score: 9,
      free_until: null,
      description: '',
      favorites: 0,
      updated_at: 1,
    },
    chapters: [],
    related: [],
  };

  it('keeps each successful answer of a kept endpoint, and serves it when the network fails', async () => {
    const { kept, map } = memoryKept();
    const online = setup(json(200, { code: 200, data: await cipher.encryptJson(detail) }), CHROME, 'tok', { kept });
    await online.call('workDetail', { id: 5 });
    expect([...map.keys()]).toEqual(['workDetail:{"id":5}']);

    const events: string[] = [];
    const offline = setup(new TypeError('Failed to fetch'), CHROME, 'tok', {
      kept,
      onUnreachable: (served) => events.push(served ? 'kept' : 'failed'),
    });
    const answer = await offline.call('workDetail', { id: 5 });
    expect(answer.work.title).toBe('九州剑姬');
    expect(isKeptAnswer(answer)).toBe(true);
    // Nothing failed for the reader: no 网络异常 toast; the app state learns kept data is on show.
    expect(offline.notices).toEqual([]);
    expect(events).toEqual(['kept']);
  });

  it('without a kept answer, a network failure still shows 网络异常 and rejects', async () => {
    const events: boolean[] = [];
    const t = setup(new TypeError('Failed to fetch'), CHROME, 'tok', {
      kept: memoryKept().kept,
      onUnreachable: (served) => events.push(served),
    });
    const error = await failure(t.call('workDetail', { id: 6 }));
    expect(error.failure.kind).toBe('network');
    expect(t.notices.map((n) => n.message)).toEqual(['网络异常，请检查连接']);
    expect(events).toEqual([false]);
  });

  it('an HTTP or code error is never covered with a kept answer', async () => {
    const { kept } = memoryKept([['workDetail', { id: 5 }, detail]]);
    const gone = setup(json(404, { code: 404, msg: '作品不存在' }), CHROME, 'tok', { kept });
    await failure(gone.call('workDetail', { id: 5 }));
    expect(gone.notices[0]?.message).toBe('作品不存在');
    const refused = setup(json(200, { code: 1001, msg: '金币不足' }), CHROME, 'tok', { kept });
    await failure(refused.call('workDetail', { id: 5 }));
  });

  it('an aborted call rejects as aborted, without a kept answer or a toast', async () => {
    const { kept } = memoryKept([['workDetail', { id: 5 }, detail]]);
    const controller = new AbortController();
    const t = setup(
      () =>
        new Promise((_, reject) => {
          if (controller.signal.aborted) reject(controller.signal.reason);
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
        }),
      CHROME,
      'tok',
      { kept },
    );
    const pending = t.call('workDetail', { id: 5 }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
    expect(t.notices).toEqual([]);
  });

  it('a caller-kept answer (`offline`) stands in the same way', async () => {
    const t = setup(new TypeError('Failed to fetch'), CHROME, 'tok', { kept: memoryKept().kept });
    const answer = await t.call('userInfo', {}, { offline: () => user });
    expect(answer.nickname).toBe('游客1234');
    expect(t.notices).toEqual([]);
  });

  it('does not keep an answer about the reader that arrived after the login changed; others it keeps', async () => {
    const { kept, map } = memoryKept();
    let token = 'old';
    const state = { work_id: 5, kind: 'comic', favorited: false, progress: null, purchased: [] };
    const t = setup(
      async (request) => {
        token = 'new';
        const answer = new URL(request.url).pathname.includes('workState') ? state : detail;
        return json(200, { code: 200, data: await cipher.encryptJson(answer) });
      },
      CHROME,
      null,
      { kept, token: () => token },
    );
    await t.call('workState', { work_id: 5 });
    expect(map.size).toBe(0);
    token = 'old';
    // A first visit: the answer was asked for before the guest login and arrives after it.
    await t.call('workDetail', { id: 5 });
    expect([...map.keys()]).toEqual([`workDetail:${canonicalBody({ id: 5 })}`]);
  });

  it('reports answers from the server (any status) and successes', async () => {
    const events: string[] = [];
    const hooks = { onAnswered: () => events.push('answered'), onSuccess: () => events.push('ok') };
    const ok = setup(json(200, { code: 200, data: await cipher.encryptJson({ list: [] }) }), CHROME, 'tok', hooks);
    await ok.call('noticeList', { type: 1 });
    const refused = setup(json(403, {}), CHROME, 'tok', hooks);
    await failure(refused.call('agentApply', {}));
    expect(events).toEqual(['answered', 'ok', 'answered']);
  });
});
