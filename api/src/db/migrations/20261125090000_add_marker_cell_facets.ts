import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import * as previous from './20261124090000_create_marker_cells';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL. The grid is
// the one of 20261124090000_create_marker_cells (the same cell formulas, copied, not
// imported); the facet numbering is LOCATION_TYPES' order in shared/limits.ts as of now. A
// change in either needs a new migration.

const MAX_LAT = 85.0511287798066;
const LOCATION_TYPES = ['Apartment', 'House', 'Villa', 'Commercial', 'Land'];

/**
 * The map's filters on the cluster grid. marker_cells gets a `facet` in its key: the pins of
 * one cell are counted apart by property type and by whether they have photos
 * (facet = type index × 2 + (photos ? 1 : 0), 10 facets), so a view filtered by types or
 * photos is still one indexed read of the grid, the facets summed per cell. The table and
 * its triggers are made anew (a key cannot change in place on SQLite), and a comment whose
 * type or photos change moves between facets as one whose position changes moves between
 * cells.
 *
 * The filters that cannot be counted ahead (added within N days, text contained in the
 * comment or the address) read the matching comments: by the (created_at desc, id desc)
 * index for the time, and by a trigram index for the text. SQLite: an FTS5 table with the
 * trigram tokenizer over marker_comments' own rows (external content, kept by triggers; keyed
 * by marker_comments' rowid, which only VACUUM could renumber — the app never runs it).
 * PostgreSQL: pg_trgm GIN indexes on the two columns, which ILIKE '%text%' uses
 * (pg_trgm is a trusted extension: the database's owner may create it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await dropCellTriggers(db, postgres);
  await db.schema.dropTable('marker_cells').execute();
  let cells = db.schema
    .createTable('marker_cells')
    .addColumn('z', 'integer', (col) => col.notNull())
    .addColumn('x', 'integer', (col) => col.notNull())
    .addColumn('y', 'integer', (col) => col.notNull())
    .addColumn('facet', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('sum_lat', 'double precision', (col) => col.notNull())
    .addColumn('sum_lon', 'double precision', (col) => col.notNull())
    .addColumn('min_lat', 'double precision', (col) => col.notNull())
    .addColumn('min_lon', 'double precision', (col) => col.notNull())
    .addColumn('max_lat', 'double precision', (col) => col.notNull())
    .addColumn('max_lon', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('marker_cells_pkey', ['z', 'x', 'y', 'facet']);
  // One b-tree (the key) instead of a table and an index.
  if (!postgres) cells = cells.modifyEnd(sql`without rowid`);
  await cells.execute();

  if (postgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  // Every comment saved so far.
  await sql`
    insert into marker_cells (z, x, y, facet, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    select z, cx, cy, facet, count(*), sum(lat), sum(lon), min(lat), min(lon), max(lat), max(lon)
    from (
      select zooms.z, ${cellX('m.lon', postgres)} as cx, ${cellY('m.lat', postgres)} as cy,
        ${facetOf('m')} as facet, m.lat, m.lon
      from marker_comments m cross join marker_cell_zooms zooms
    ) placed
    group by z, cx, cy, facet
  `.execute(db);

  if (postgres) await createPostgresTextIndexes(db);
  else await createSqliteTextIndex(db);
}

// Trigger bodies take no bind parameters: every number and name below is written into the SQL.

/** The facet of a comment row `row`: its type's index × 2 + 1 when it has photos. */
function facetOf(row: string): RawBuilder<unknown> {
  const types = LOCATION_TYPES.map(
    (type, index) => sql`when ${sql.lit(type)} then ${sql.lit(index * 2)}`,
  );
  return sql`(case ${sql.raw(row)}.location_type ${sql.join(types, sql` `)} else 0 end
    + case when ${sql.raw(row)}.photo_urls <> '[]' then 1 else 0 end)`;
}

/** floor(x) limited to the grid's 0..n-1, in each dialect. */
function clampToGrid(value: RawBuilder<unknown>, postgres: boolean): RawBuilder<unknown> {
  return postgres
    ? sql`least(zooms.n - 1, greatest(0, floor(${value})))::integer`
    : sql`min(zooms.n - 1, max(0, cast(${value} as integer)))`;
}

function cellX(lon: string, postgres: boolean): RawBuilder<unknown> {
  return clampToGrid(sql`(${sql.raw(lon)} + 180.0) / 360.0 * zooms.n`, postgres);
}

function cellY(lat: string, postgres: boolean): RawBuilder<unknown> {
  const [least, greatest] = postgres ? ['least', 'greatest'] : ['min', 'max'];
  const clamped = sql`${sql.raw(greatest)}(${sql.lit(-MAX_LAT)}, ${sql.raw(least)}(${sql.lit(MAX_LAT)}, ${sql.raw(lat)}))`;
  const sin = sql`sin(radians(${clamped}))`;
  return clampToGrid(sql`(0.5 - ln((1 + ${sin}) / (1 - ${sin})) / (4 * pi())) * zooms.n`, postgres);
}

/** The cell and facet of the comment `row` at every zoom: z, cx, cy, facet. */
function placed(row: string, postgres: boolean): RawBuilder<unknown> {
  return sql`select zooms.z as z, ${cellX(`${row}.lon`, postgres)} as cx,
    ${cellY(`${row}.lat`, postgres)} as cy, ${facetOf(row)} as facet
    from marker_cell_zooms zooms`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = sql`
    insert into marker_cells (z, x, y, facet, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    select z, cx, cy, facet, 1, new.lat, new.lon, new.lat, new.lon, new.lat, new.lon
    from (${placed('new', false)}) where true
    on conflict (z, x, y, facet) do update set
      count = count + 1,
      sum_lat = sum_lat + excluded.sum_lat,
      sum_lon = sum_lon + excluded.sum_lon,
      min_lat = min(min_lat, excluded.min_lat),
      min_lon = min(min_lon, excluded.min_lon),
      max_lat = max(max_lat, excluded.max_lat),
      max_lon = max(max_lon, excluded.max_lon);`;
  const oldCells = placed('old', false);
  const remove = sql`
    update marker_cells set count = count - 1, sum_lat = sum_lat - old.lat, sum_lon = sum_lon - old.lon
    where (z, x, y, facet) in (${oldCells});
    delete from marker_cells where count <= 0 and (z, x, y, facet) in (${oldCells});`;

  await sql`create trigger marker_cells_on_insert after insert on marker_comments
    begin ${add} end`.execute(db);
  await sql`create trigger marker_cells_on_delete after delete on marker_comments
    begin ${remove} end`.execute(db);
  await sql`create trigger marker_cells_on_move
    after update of lat, lon, location_type, photo_urls on marker_comments
    when old.lat is not new.lat or old.lon is not new.lon or ${facetOf('old')} is not ${facetOf('new')}
    begin ${remove} ${add} end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  // Statement triggers over transition tables: a bulk write updates each cell once.
  const grouped = (rows: RawBuilder<unknown>) => sql`
    select p.z, p.cx as x, p.cy as y, p.facet, count(*)::integer as count,
      sum(m.lat) as sum_lat, sum(m.lon) as sum_lon, min(m.lat) as min_lat, min(m.lon) as min_lon,
      max(m.lat) as max_lat, max(m.lon) as max_lon
    from ${rows} m cross join lateral (${placed('m', true)}) p
    group by p.z, p.cx, p.cy, p.facet
    order by p.z, p.cx, p.cy, p.facet`;
  const add = (rows: RawBuilder<unknown>) => sql`
    insert into marker_cells (z, x, y, facet, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    ${grouped(rows)}
    on conflict (z, x, y, facet) do update set
      count = marker_cells.count + excluded.count,
      sum_lat = marker_cells.sum_lat + excluded.sum_lat,
      sum_lon = marker_cells.sum_lon + excluded.sum_lon,
      min_lat = least(marker_cells.min_lat, excluded.min_lat),
      min_lon = least(marker_cells.min_lon, excluded.min_lon),
      max_lat = greatest(marker_cells.max_lat, excluded.max_lat),
      max_lon = greatest(marker_cells.max_lon, excluded.max_lon);`;
  const remove = (rows: RawBuilder<unknown>) => sql`
    update marker_cells c set count = c.count - gone.count,
      sum_lat = c.sum_lat - gone.sum_lat, sum_lon = c.sum_lon - gone.sum_lon
    from (${grouped(rows)}) gone
    where c.z = gone.z and c.x = gone.x and c.y = gone.y and c.facet = gone.facet;
    delete from marker_cells c using (${grouped(rows)}) gone
    where c.z = gone.z and c.x = gone.x and c.y = gone.y and c.facet = gone.facet and c.count <= 0;`;
  // The rows that changed cell or facet, as they were (old_rows) or are (new_rows).
  const moved = (side: 'old_rows' | 'new_rows') =>
    sql`(select ${sql.raw(side)}.* from old_rows join new_rows using (id)
      where old_rows.lat is distinct from new_rows.lat or old_rows.lon is distinct from new_rows.lon
        or ${facetOf('old_rows')} is distinct from ${facetOf('new_rows')})`;

  await sql`create function marker_cells_on_insert() returns trigger language plpgsql as $$
    begin ${add(sql`new_rows`)} return null; end $$`.execute(db);
  await sql`create function marker_cells_on_delete() returns trigger language plpgsql as $$
    begin ${remove(sql`old_rows`)} return null; end $$`.execute(db);
  await sql`create function marker_cells_on_update() returns trigger language plpgsql as $$
    begin ${remove(moved('old_rows'))} ${add(moved('new_rows'))} return null; end $$`.execute(db);

  await sql`create trigger marker_cells_on_insert after insert on marker_comments
    referencing new table as new_rows
    for each statement execute function marker_cells_on_insert()`.execute(db);
  await sql`create trigger marker_cells_on_delete after delete on marker_comments
    referencing old table as old_rows
    for each statement execute function marker_cells_on_delete()`.execute(db);
  await sql`create trigger marker_cells_on_update after update on marker_comments
    referencing old table as old_rows new table as new_rows
    for each statement execute function marker_cells_on_update()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function dropCellTriggers(db: Kysely<any>, postgres: boolean): Promise<void> {
  for (const event of ['insert', 'delete', postgres ? 'update' : 'move']) {
    await sql`drop trigger if exists ${sql.raw(`marker_cells_on_${event}`)} ${sql.raw(postgres ? 'on marker_comments' : '')}`.execute(
      db,
    );
    if (postgres) {
      await sql`drop function if exists ${sql.raw(`marker_cells_on_${event}`)}()`.execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteTextIndex(db: Kysely<any>): Promise<void> {
  await sql`create virtual table marker_comments_text using fts5(
    comment, full_address, content = 'marker_comments', content_rowid = 'rowid',
    tokenize = 'trigram')`.execute(db);
  const add = sql`insert into marker_comments_text (rowid, comment, full_address)
    values (new.rowid, new.comment, new.full_address);`;
  const remove = sql`insert into marker_comments_text (marker_comments_text, rowid, comment, full_address)
    values ('delete', old.rowid, old.comment, old.full_address);`;
  await sql`create trigger marker_comments_text_on_insert after insert on marker_comments
    begin ${add} end`.execute(db);
  await sql`create trigger marker_comments_text_on_delete after delete on marker_comments
    begin ${remove} end`.execute(db);
  await sql`create trigger marker_comments_text_on_update
    after update of comment, full_address on marker_comments
    begin ${remove} ${add} end`.execute(db);
  await sql`insert into marker_comments_text (marker_comments_text) values ('rebuild')`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresTextIndexes(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of ['comment', 'full_address']) {
    await sql`create index ${sql.raw(`marker_comments_${column}_trgm_idx`)}
      on marker_comments using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop index if exists marker_comments_comment_trgm_idx`.execute(db);
    await sql`drop index if exists marker_comments_full_address_trgm_idx`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.raw(`marker_comments_text_on_${event}`)}`.execute(db);
    }
    await sql`drop table if exists marker_comments_text`.execute(db);
  }
  // Back to one row per cell: the previous migration undone (its triggers have the same
  // names as these) and done again, which counts the comments anew.
  await previous.down(db);
  await previous.up(db);
}
