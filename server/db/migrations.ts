/** Schema by migrations, in order; never edit one that has shipped, add the next. */
import { type Kysely, type Migration, sql } from 'kysely';
import { createContentTables } from './migration-0003-content';
import { createReadingTables } from './migration-0004-reading';
import { makePortable } from './migration-0005-portable';
import { hardenDevices } from './migration-0006-hardening';
import { createWalletTables } from './migration-0007-wallet';
import { createAccountTables } from './migration-0008-accounts';
import { createConsoleTables } from './migration-0009-console';
import { createBusinessTables } from './migration-0010-business';

export const migrations: Record<string, Migration> = {
  '0001_accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('account_certificate', 'text', (c) => c.notNull().unique())
        .addColumn('share_code', 'text', (c) => c.notNull().unique())
        .addColumn('inviter_code', 'text')
        .addColumn('gold', 'integer', (c) => c.notNull().defaultTo(0).check(sql`gold >= 0`))
        .addColumn('vip_expire_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('avatar', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('gold_ledger')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref', 'text')
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('gold_ledger_user').on('gold_ledger').column('user_id').execute();
      await db.schema
        .createTable('agent_applications')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('devices')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('client_version', 'text', (c) => c.notNull())
        .addColumn('share_code', 'text', (c) => c.notNull())
        .addColumn('referrer', 'text', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
        .execute();
    },
  },
  '0002_site': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_config')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('notices')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('show_frequency', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  },
  '0003_content': { up: createContentTables },
  '0004_reading': { up: createReadingTables },
  '0005_portable': { up: makePortable },
  '0006_hardening': { up: hardenDevices },
  '0007_wallet': { up: createWalletTables },
  '0008_accounts': { up: createAccountTables },
  '0009_console': { up: createConsoleTables },
  '0010_business': { up: createBusinessTables },
};
