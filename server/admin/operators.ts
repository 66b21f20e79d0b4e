/** The owner's page of operator accounts: list, create (with a link to show once), change, reset. */
import type { Hono } from 'hono';
import type { IssuedLink } from '../../src/core/admin/answers';
import { OperatorCreateBody, OperatorEditBody } from '../../src/core/admin/schemas';
import { listOperators } from '../db/operators';
import { createOperator, editOperator, operatorItem, resetOperator } from './accounts';
import { actorOf } from './audit';
import type { ConsoleDeps } from './context';
import { endpoint, noInput } from './endpoint';

export function operatorEndpoints(api: Hono, deps: ConsoleDeps): void {
  endpoint(api, deps, 'get', '/operators', {
    access: 'site',
    input: noInput,
    handle: async (_input, ctx) => ({ items: (await listOperators(ctx.db)).map(operatorItem) }),
  });

  endpoint(api, deps, 'post', '/operators', {
    access: 'site',
    input: OperatorCreateBody,
    async handle({ email, role }, ctx) {
      const { operator, link, expires_at } = await createOperator(ctx.db, email, role, actorOf(ctx), ctx.origin);
      return { operator: operatorItem(operator), link, expires_at };
    },
  });

  endpoint(api, deps, 'patch', '/operators/:id', {
    access: 'site',
    input: OperatorEditBody,
    handle: async (changes, ctx, { id }) =>
      operatorItem(await editOperator(ctx.db, id as number, changes, actorOf(ctx))),
  });

  endpoint(api, deps, 'post', '/operators/:id/reset', {
    access: 'site',
    input: noInput,
    async handle(_input, ctx, { id }): Promise<IssuedLink> {
      const { link, expires_at } = await resetOperator(ctx.db, id as number, actorOf(ctx), ctx.origin);
      return { link, expires_at };
    },
  });
}
