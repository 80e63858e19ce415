import type { Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * A watched area that alerts only on comments reporting something not met (at least one item
 * of their condition checklist answered not met). Every area saved before it alerts on every
 * comment, as it did.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('watched_areas')
    .addColumn('not_met', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('watched_areas').dropColumn('not_met').execute();
}
