/**
 * 0010_console: the operator console.
 * - operators: who runs the site (not readers): email, password hash (null until the one-time link
 *   has set it), role, and whether the account is disabled.
 * - operator_sessions: signed-in browsers, by the hash of their cookie; each ends after an idle
 *   spell or at its absolute end, whichever comes first.
 * - operator_links: one-time password-setting links, by the hash of their token (valid 24 h); a
 *   link without an operator sets up the first owner.
 * - audit_log: every write an operator makes, append-only (a trigger refuses UPDATE and DELETE).
 * - works.hidden and chapters.hidden: an operator hides what readers must not see; a chapter whose
 *   published_at is still to come is hidden from readers until then (db/visibility.ts).
 * Frozen as shipped: the trigger's helper is this file's own copy, not the engine module's.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function createConsoleTables(db: Kysely<unknown>): Promise<void> {
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  await db.schema
    .createTable('operators')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor', 'finance', 'support')`))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute();

  await db.schema
    .createTable('operator_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    // Null: the link that sets up the first owner (its email is chosen on the page).
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // No foreign key: the log outlives what it names, and an entry may be made by the command line.
    .addColumn('operator_id', 'integer')
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // JSON of the fields the action changed, as they were and as they became (null: none).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'id']).execute();
  await appendOnly(db, 'audit_log', sqlite);

  await db.schema
    .alterTable('works')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('chapters')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // What readers may see of a work: its chapters by publication (db/visibility.ts).
  await db.schema.createIndex('chapters_work_published').on('chapters').columns(['work_id', 'published_at']).execute();
}

/** Makes `table` refuse UPDATE and DELETE: rows are only ever added. */
async function appendOnly(db: Kysely<unknown>, table: string, sqlite: boolean): Promise<void> {
  const message = sql.lit(`${table} is append-only`);
  if (sqlite) {
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_no_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
        begin select raise(abort, ${message}); end`.execute(db);
    }
    return;
  }
  await sql`create function ${sql.id(`${table}_append_only`)}() returns trigger language plpgsql as $$
    begin raise exception ${message} using errcode = 'restrict_violation'; end $$`.execute(db);
  await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
    for each row execute function ${sql.id(`${table}_append_only`)}()`.execute(db);
}
