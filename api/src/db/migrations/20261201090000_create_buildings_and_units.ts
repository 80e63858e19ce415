import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * Buildings and the units in them, which comments belong to.
 *
 * - `buildings`: one street address (its key: house number and street with each spelling
 *   folded, "15 king street"; the street number and street apart; suburb, state and postcode
 *   as the address gave them) at one position. `merged_into` names the building a moderator
 *   merged this one into (the row stays, so its links keep working).
 * - `units`: a unit of a building by its key ("2", "2A", "G2": what every spelling of it
 *   shares); one row per building and key. It is named by its key ("Unit 2"), however it
 *   was written.
 * - `marker_comments.building_id` / `unit_id`: where a comment belongs; null while it is not
 *   placed (an address without a house number). Comments saved before this are placed by the
 *   API after it starts (the placement rules are the API's, not frozen here).
 */
/** Where each comment belongs: its column and the table it names. */
const PLACE_COLUMNS = [
  ['building_id', 'buildings.id'],
  ['unit_id', 'units.id'],
] as const;

/**
 * Placing a comment reads the buildings in a small box around its point; a building's page
 * reads its comments, unit by unit; a merge finds the buildings and comments it moves.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['buildings_lat_lon_idx', 'buildings', ['lat', 'lon']],
  ['buildings_merged_into_idx', 'buildings', ['merged_into']],
  ['marker_comments_building_idx', 'marker_comments', ['building_id', 'unit_id']],
  ['marker_comments_unit_idx', 'marker_comments', ['unit_id']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';
  const real = postgres ? 'double precision' : 'real';

  let buildings = db.schema
    .createTable('buildings')
    .addColumn('id', 'text', (col) => col.primaryKey());
  for (const name of ['address_key', 'street_number', 'street']) {
    buildings = buildings.addColumn(name, 'text', (col) => col.notNull());
  }
  for (const name of ['suburb', 'state', 'postcode']) {
    buildings = buildings.addColumn(name, 'text', (col) => col.notNull().defaultTo(''));
  }
  await buildings
    .addColumn('full_address', 'text', (col) => col.notNull())
    .addColumn('lat', real, (col) => col.notNull())
    .addColumn('lon', real, (col) => col.notNull())
    .addColumn('merged_into', 'text', (col) => col.references('buildings.id'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('units')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('unit_key', 'text', (col) => col.notNull())
    .addColumn('building_id', 'text', (col) =>
      col.notNull().references('buildings.id').onDelete('cascade'),
    )
    .addColumn('merged_into', 'text', (col) => col.references('units.id'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('units_building_key_unique', ['building_id', 'unit_key'])
    .execute();

  for (const [column, target] of PLACE_COLUMNS) {
    await db.schema
      .alterTable('marker_comments')
      .addColumn(column, 'text', (col) => col.references(target))
      .execute();
  }
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // SQLite drops a column only once no index names it.
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  for (const [column] of PLACE_COLUMNS) {
    await db.schema.alterTable('marker_comments').dropColumn(column).execute();
  }
  await db.schema.dropTable('units').execute();
  await db.schema.dropTable('buildings').execute();
}
