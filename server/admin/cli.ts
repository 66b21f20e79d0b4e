/**
 * `npm run admin -- <command>`: operator accounts from the command line, on the database the server
 * uses (DATABASE_URL), through the same code as the console (accounts.ts), each change in the audit
 * log as the command line's.
 *   create <email> --role <owner|editor|finance|support>   prints a one-time link (24 h) that sets the password
 *   list                                                    every operator with role and state
 *   disable <email> | enable <email>                        a disabled operator's sessions end at once
 *   reset <email>                                           the password and sessions end; prints a new link
 * Exit code 0 on success, 1 when refused (unknown email, the last owner…), 2 on a usage error.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { email as emailSchema, operatorRole } from '../../src/core/admin/schemas';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Db } from '../db/engine';
import { listOperators, operatorByEmail } from '../db/operators';
import { createOperator, editOperator, LINK_HOURS, linkOrigin, resetOperator } from './accounts';
import { COMMAND_LINE } from './audit';
import { AdminRefusal } from './refusal';

const USAGE = `usage: npm run admin -- <command>
  create <email> --role <owner|editor|finance|support>   a new operator; prints a one-time link that sets the password
  list                                                    every operator
  disable <email> | enable <email>                        stop (or allow again) an operator signing in
  reset <email>                                           end the password and sessions; prints a new link`;

const printLink = (what: string, link: string) =>
  console.log(`${what}\n  ${link}\n  (valid ${LINK_HOURS} h, works once)`);

async function operatorNamed(db: Db, text: string) {
  const email = v.parse(emailSchema, text);
  const operator = await operatorByEmail(db, email);
  if (!operator) throw new AdminRefusal(404, 'notFound', 'email', email);
  return operator;
}

async function run(db: Db, config: ServerConfig, command: string, args: string[], role: string | undefined) {
  const [target] = args;
  switch (command) {
    case 'create': {
      const email = v.parse(emailSchema, target);
      const { link } = await createOperator(db, email, v.parse(operatorRole, role), COMMAND_LINE, linkOrigin(config));
      printLink(`operator ${email} (${role}) created: set the password at`, link);
      return;
    }
    case 'list':
      for (const o of await listOperators(db)) {
        const state = o.disabled ? 'disabled' : o.password_hash ? 'active' : 'waiting for the link';
        console.log(`${o.email}\t${o.role}\t${state}`);
      }
      return;
    case 'disable':
    case 'enable': {
      const operator = await operatorNamed(db, target as string);
      await editOperator(db, operator.id, { disabled: command === 'disable' }, COMMAND_LINE);
      console.log(`operator ${operator.email} ${command}d`);
      return;
    }
    case 'reset': {
      const operator = await operatorNamed(db, target as string);
      const { link } = await resetOperator(db, operator.id, COMMAND_LINE, linkOrigin(config));
      printLink(`operator ${operator.email} reset: set a new password at`, link);
      return;
    }
  }
}

const ARITY: Record<string, number> = { create: 1, list: 0, disable: 1, enable: 1, reset: 1 };

export async function runAdminCli(argv: string[], env: Record<string, string | undefined> = process.env) {
  let parsed: ReturnType<typeof parseArgs<{ options: { role: { type: 'string' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command = '', ...args] = parsed.positionals;
  const role = parsed.values.role;
  if (ARITY[command] !== args.length || (command === 'create') !== (role !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig(env);
  const db = await openDatabase(config.databaseUrl);
  try {
    await run(db, config, command, args, role);
    return 0;
  } catch (error) {
    if (error instanceof v.ValiError) console.error(`refused: ${error.message}\n${USAGE}`);
    else if (error instanceof AdminRefusal)
      console.error(`refused: ${error.message}${error.detail ? `: ${error.detail}` : ''}`);
    else throw error;
    return 1;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
