import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL. The grid
// (128-pixel cells, zooms 0 to 18, the Web Mercator row formula) is CLUSTER_GRID and
// cellX/cellY in shared/contract/clusters.ts; a change there needs a new migration.

const MAX_ZOOM = 18;
const MAX_LAT = 85.0511287798066;

/**
 * The map's clusters, kept by the database itself: for every zoom and every non-empty
 * 128-pixel cell of that zoom's grid, how many saved pins it holds, their summed position
 * (the cluster's centre is the mean) and the box around them. Triggers on marker_comments
 * keep it exact on every insert, delete and move, in the writing transaction, so every API
 * instance reads the same clusters the moment a comment is saved; a view is one indexed read
 * of at most a few hundred cells. After a delete the box can be larger than the pins left in
 * the cell (never smaller), which is all a "zoom to its extent" needs.
 *
 * The same migration drops two indexes that duplicated others and that every write paid for:
 * created_at alone (the (created_at desc, id desc) one serves the list) and (lon, lat)
 * ((lat, lon) serves the box queries).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.dropIndex('marker_comments_created_at_idx').execute();
  await db.schema.dropIndex('marker_comments_lon_lat_idx').execute();

  await db.schema
    .createTable('marker_cell_zooms')
    .addColumn('z', 'integer', (col) => col.primaryKey())
    .addColumn('n', 'integer', (col) => col.notNull())
    .execute();
  await db
    .insertInto('marker_cell_zooms')
    .values(Array.from({ length: MAX_ZOOM + 1 }, (_, z) => ({ z, n: 2 ** (z + 1) })))
    .execute();

  let cells = db.schema
    .createTable('marker_cells')
    .addColumn('z', 'integer', (col) => col.notNull())
    .addColumn('x', 'integer', (col) => col.notNull())
    .addColumn('y', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('sum_lat', 'double precision', (col) => col.notNull())
    .addColumn('sum_lon', 'double precision', (col) => col.notNull())
    .addColumn('min_lat', 'double precision', (col) => col.notNull())
    .addColumn('min_lon', 'double precision', (col) => col.notNull())
    .addColumn('max_lat', 'double precision', (col) => col.notNull())
    .addColumn('max_lon', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('marker_cells_pkey', ['z', 'x', 'y']);
  // One b-tree (the key) instead of a table and an index.
  if (!postgres) cells = cells.modifyEnd(sql`without rowid`);
  await cells.execute();

  if (postgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  // The comments saved before this migration.
  await sql`
    insert into marker_cells (z, x, y, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    select z, cx, cy, count(*), sum(lat), sum(lon), min(lat), min(lon), max(lat), max(lon)
    from (
      select zooms.z, ${cellX('m.lon', postgres)} as cx, ${cellY('m.lat', postgres)} as cy,
        m.lat, m.lon
      from marker_comments m cross join marker_cell_zooms zooms
    ) placed
    group by z, cx, cy
  `.execute(db);
}

// Trigger bodies take no bind parameters: every number below is written into the SQL.

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
  // A negative value truncates towards 0 in SQLite's cast; it is clamped to row 0 anyway.
  return clampToGrid(sql`(0.5 - ln((1 + ${sin}) / (1 - ${sin})) / (4 * pi())) * zooms.n`, postgres);
}

/** The cell of the point (lat, lon) at every zoom: z, cx, cy. */
function placed(lat: string, lon: string, postgres: boolean): RawBuilder<unknown> {
  return sql`select zooms.z as z, ${cellX(lon, postgres)} as cx, ${cellY(lat, postgres)} as cy
    from marker_cell_zooms zooms`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = sql`
    insert into marker_cells (z, x, y, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    select z, cx, cy, 1, new.lat, new.lon, new.lat, new.lon, new.lat, new.lon
    from (${placed('new.lat', 'new.lon', false)}) where true
    on conflict (z, x, y) do update set
      count = count + 1,
      sum_lat = sum_lat + excluded.sum_lat,
      sum_lon = sum_lon + excluded.sum_lon,
      min_lat = min(min_lat, excluded.min_lat),
      min_lon = min(min_lon, excluded.min_lon),
      max_lat = max(max_lat, excluded.max_lat),
      max_lon = max(max_lon, excluded.max_lon);`;
  const oldCells = placed('old.lat', 'old.lon', false);
  const remove = sql`
    update marker_cells set count = count - 1, sum_lat = sum_lat - old.lat, sum_lon = sum_lon - old.lon
    where (z, x, y) in (${oldCells});
    delete from marker_cells where count <= 0 and (z, x, y) in (${oldCells});`;

  await sql`create trigger marker_cells_on_insert after insert on marker_comments
    begin ${add} end`.execute(db);
  await sql`create trigger marker_cells_on_delete after delete on marker_comments
    begin ${remove} end`.execute(db);
  await sql`create trigger marker_cells_on_move after update of lat, lon on marker_comments
    when old.lat is not new.lat or old.lon is not new.lon
    begin ${remove} ${add} end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  // Statement triggers over transition tables: a bulk write updates each cell once.
  const grouped = (rows: RawBuilder<unknown>) => sql`
    select p.z, p.cx as x, p.cy as y, count(*)::integer as count,
      sum(m.lat) as sum_lat, sum(m.lon) as sum_lon, min(m.lat) as min_lat, min(m.lon) as min_lon,
      max(m.lat) as max_lat, max(m.lon) as max_lon
    from ${rows} m cross join lateral (${placed('m.lat', 'm.lon', true)}) p
    group by p.z, p.cx, p.cy
    order by p.z, p.cx, p.cy`;
  const add = (rows: RawBuilder<unknown>) => sql`
    insert into marker_cells (z, x, y, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    ${grouped(rows)}
    on conflict (z, x, y) do update set
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
    from (${grouped(rows)}) gone where c.z = gone.z and c.x = gone.x and c.y = gone.y;
    delete from marker_cells c using (${grouped(rows)}) gone
    where c.z = gone.z and c.x = gone.x and c.y = gone.y and c.count <= 0;`;
  const moved = (side: 'old_rows' | 'new_rows') =>
    sql`(select ${sql.raw(side)}.lat, ${sql.raw(side)}.lon from old_rows join new_rows using (id)
      where old_rows.lat is distinct from new_rows.lat or old_rows.lon is distinct from new_rows.lon)`;

  await sql`create function marker_cells_on_insert() returns trigger language plpgsql as $$
    begin ${add(sql`new_rows`)} return null; end $$`.execute(db);
  await sql`create function marker_cells_on_delete() returns trigger language plpgsql as $$
    begin ${remove(sql`old_rows`)} return null; end $$`.execute(db);
  // Only the rows whose position changed move between cells.
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
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of ['insert', 'delete', postgres ? 'update' : 'move']) {
    await sql`drop trigger if exists ${sql.raw(`marker_cells_on_${event}`)} ${sql.raw(postgres ? 'on marker_comments' : '')}`.execute(
      db,
    );
    if (postgres) {
      await sql`drop function if exists ${sql.raw(`marker_cells_on_${event}`)}()`.execute(db);
    }
  }
  await db.schema.dropTable('marker_cells').execute();
  await db.schema.dropTable('marker_cell_zooms').execute();
  await db.schema
    .createIndex('marker_comments_lon_lat_idx')
    .on('marker_comments')
    .columns(['lon', 'lat'])
    .execute();
  await db.schema
    .createIndex('marker_comments_created_at_idx')
    .on('marker_comments')
    .column(sql`created_at desc`)
    .execute();
}
