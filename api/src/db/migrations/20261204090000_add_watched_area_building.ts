import type { Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * A watched area of kind 'building': `watched_areas.building_id` names the building; its bounds
 * are a box around it, so the alerts' box read finds it as it finds every area.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('watched_areas')
    .addColumn('building_id', 'text', (col) => col.references('buildings.id'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('watched_areas').dropColumn('building_id').execute();
}
