/**
 * The /api2/*.html contract: POST only, bodies limited in size (streamed ones too) and validated
 * against the core schemas (unknown fields refused), answers `{code: 200, msg, data: envelope}`,
 * refusals `{code, msg}` in the reader's language.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import type { EnvelopeCipher } from '../../src/core/cipher/envelope';
import type { EndpointName } from '../../src/core/contract/answers';
import { BODY_LIMITS, endpoints, MAX_BODY_BYTES } from '../../src/core/contract/endpoints';
import { CODE } from '../../src/core/contract/envelope';
import { API_PREFIX } from '../../src/core/contract/paths';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { Refusal } from '../http/failure';
import { postOnly } from '../http/guards';
import { type Lang, langOf, type MessageKey, message } from '../http/messages';
import { accountHandlers } from './account';
import { avatarHandlers } from './avatar';
import { chapterPurchaseHandlers } from './chapter-purchases';
import { checkInHandlers } from './check-in';
import { codeHandlers } from './codes';
import { contentHandlers } from './content';
import { requestContext } from './context';
import type { Handler } from './handler';
import { libraryHandlers } from './library';
import { listHandlers } from './lists';
import { paymentOrderHandlers } from './payment-orders';
import { readingHandlers } from './reading';
import { recordHandlers } from './records';
import { searchHandlers } from './search';
import { siteHandlers } from './site';

const handlers: { [N in EndpointName]: Handler<N> } = {
  ...accountHandlers,
  ...siteHandlers,
  ...contentHandlers,
  ...listHandlers,
  ...searchHandlers,
  ...readingHandlers,
  ...chapterPurchaseHandlers,
  ...libraryHandlers,
  ...paymentOrderHandlers,
  ...checkInHandlers,
  ...recordHandlers,
  ...codeHandlers,
  ...avatarHandlers,
};

const answerRefusal = (
  c: Context,
  lang: Lang,
  status: Refusal['status'],
  code: number,
  key: MessageKey,
  args: string[] = [],
) => c.json({ code, msg: message(key, lang, ...args) }, status);

/** The first problem of a body, named by its field, e.g. `email` or `unknown: foo`. */
function describeIssue(issues: v.BaseIssue<unknown>[]): { key: MessageKey; field: string } {
  const issue = issues[0];
  if (!issue) return { key: 'invalid', field: 'body' };
  const field = v.getDotPath(issue) ?? '';
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined) {
    const key = issue.path?.at(-1)?.key;
    return { key: 'unknownField', field: String(key ?? field) };
  }
  return { key: 'invalid', field: field || 'body' };
}

export function createApi(db: Db, config: ServerConfig, cipher: EnvelopeCipher): Hono {
  const api = new Hono();
  api.use('*', cors({ origin: '*', allowMethods: ['POST'], maxAge: 86400 }));
  api.use('*', postOnly);
  // Each endpoint's own cap (BODY_LIMITS: an avatar upload's is larger), MAX_BODY_BYTES for the rest.
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => answerRefusal(c, langOf(c.req.header('accept-language')), 413, 413, 'tooLarge'),
    });

  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]) {
    const handler = handlers[name] as Handler<EndpointName>;
    // Mounted under API_PREFIX (app.ts): the rest of the contract's own path.
    api.post(endpoint.path.slice(API_PREFIX.length), limitBody(BODY_LIMITS[name] ?? MAX_BODY_BYTES), async (c) => {
      const lang = langOf(c.req.header('accept-language'));
      let json: unknown;
      try {
        const text = await c.req.text();
        json = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        return answerRefusal(c, lang, 400, 400, 'badJson');
      }
      const parsed = v.safeParse(endpoint.body, json);
      if (!parsed.success) {
        const { key, field } = describeIssue(parsed.issues);
        return answerRefusal(c, lang, 400, 400, key, [field]);
      }
      const { access_token, ...body } = parsed.output as { access_token?: string };
      const ctx = requestContext(c, db, config, access_token || undefined);
      try {
        const answer = await handler(body as never, ctx);
        return c.json({ code: CODE.ok, msg: 'ok', data: await cipher.encryptJson(answer) });
      } catch (error) {
        if (error instanceof Refusal) return answerRefusal(c, lang, error.status, error.code, error.key, error.args);
        throw error;
      }
    });
  }

  // A path the contract does not know: a bare 404, no message (the app says 请求错误).
  api.all('*', (c) => c.json({ code: 404 }, 404));
  return api;
}
