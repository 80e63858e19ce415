import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import * as previous from './20261125090000_add_marker_cell_facets';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL. The grid and
// facet formulas are the ones of 20261125090000_add_marker_cell_facets, copied, not imported
// (only its down is reused, to undo this one); a change in either needs a new migration.

const MAX_LAT = 85.0511287798066;
const LOCATION_TYPES = ['Apartment', 'House', 'Villa', 'Commercial', 'Land'];

/**
 * Trust and safety. A comment gets a moderation state: `status` ('published',
 * 'held' before publishing, 'hidden' by a moderator), why it was held (`hold_reasons`, a JSON
 * list), the moderator's reason and when its author asked for a review. Readers report
 * comments (`comment_reports`, one per reader and comment); moderators (`users.is_moderator`)
 * decide, and every action is a row of `moderation_log`, which is only ever appended to and
 * outlives the comments and accounts it names (ids and the actor's name are copied, not
 * referenced with a cascade).
 *
 * Only published comments are anyone else's business, so the cluster grid counts only them:
 * its triggers are made anew to add and remove published rows only, and a status change moves
 * a comment in or out of the grid as a move between cells does. Every comment saved so far is
 * published (the default), so the counts already in the grid stay right.
 *
 * The hot reads (list by time or likes, the box and nearest reads) now ask for
 * `status = 'published'`: their indexes become partial on that very condition (written as a
 * literal, which SQLite needs to match a query to a partial index), so they stay as small and
 * fast as before and a hidden row costs them nothing. The moderation queue reads the few
 * other rows by their own partial index.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? 'timestamptz' : 'text';

  await db.schema
    .alterTable('marker_comments')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('marker_comments')
    .addColumn('hold_reasons', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('marker_comments').addColumn('moderation_reason', 'text').execute();
  await db.schema
    .alterTable('marker_comments')
    .addColumn('review_requested_at', timestamp)
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_moderator', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('comment_id', 'text', (col) =>
      col.notNull().references('marker_comments.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('resolved_at', timestamp)
    .addUniqueConstraint('comment_reports_comment_reporter_unique', ['comment_id', 'reporter_id'])
    .execute();
  // The open reports of a comment (its case) and the queue's reported comments, oldest first.
  await db.schema
    .createIndex('comment_reports_open_idx')
    .on('comment_reports')
    .columns(['comment_id', 'created_at'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('comment_reports_open_created_at_idx')
    .on('comment_reports')
    .columns(['created_at', 'comment_id'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  // A reporter's account going takes its reports with it.
  await db.schema
    .createIndex('comment_reports_reporter_id_idx')
    .on('comment_reports')
    .column('reporter_id')
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('comment_id', 'text')
    .addColumn('target_user_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .execute();
  await db.schema
    .createIndex('moderation_log_created_at_id_idx')
    .on('moderation_log')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('moderation_log_comment_id_idx')
    .on('moderation_log')
    .columns(['comment_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('moderation_log_actor_id_idx')
    .on('moderation_log')
    .column('actor_id')
    .execute();

  await replaceIndexes(db, publishedIndexes, published);
  // Held comments and hidden ones whose author asked for a review: the queue's, a handful.
  await db.schema
    .createIndex('marker_comments_unpublished_idx')
    .on('marker_comments')
    .columns(['created_at', 'id'])
    .where(sql<boolean>`status <> 'published'`)
    .execute();

  await dropCellTriggers(db, postgres);
  if (postgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

const published = sql<boolean>`status = 'published'`;

/** The hot read paths' indexes on marker_comments, by name: their columns. */
const publishedIndexes: Record<string, string[]> = {
  marker_comments_created_at_id_idx: ['created_at desc', 'id desc'],
  marker_comments_lat_lon_idx: ['lat', 'lon'],
  marker_comments_like_count_idx: ['like_count', 'id'],
};

async function replaceIndexes(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  indexes: Record<string, string[]>,
  where: RawBuilder<boolean> | null,
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.dropIndex(name).execute();
    let index = db.schema.createIndex(name).on('marker_comments').columns(columns);
    if (where) index = index.where(where);
    await index.execute();
  }
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
    from (${placed('new', false)}) where new.status = 'published'
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
    where old.status = 'published' and (z, x, y, facet) in (${oldCells});
    delete from marker_cells
    where old.status = 'published' and count <= 0 and (z, x, y, facet) in (${oldCells});`;

  await sql`create trigger marker_cells_on_insert after insert on marker_comments
    when new.status = 'published'
    begin ${add} end`.execute(db);
  await sql`create trigger marker_cells_on_delete after delete on marker_comments
    when old.status = 'published'
    begin ${remove} end`.execute(db);
  // A published comment that moves, and a comment published, held or hidden.
  await sql`create trigger marker_cells_on_move
    after update of lat, lon, location_type, photo_urls, status on marker_comments
    when old.lat is not new.lat or old.lon is not new.lon or ${facetOf('old')} is not ${facetOf('new')}
      or old.status is not new.status
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
  const publishedOf = (side: 'old_rows' | 'new_rows') =>
    sql`(select * from ${sql.raw(side)} where status = 'published')`;
  // The published rows that changed cell, facet or status, as they were (old_rows) or are
  // (new_rows): a status change takes a row out of the grid, puts it in, or both.
  const changed = (side: 'old_rows' | 'new_rows') =>
    sql`(select ${sql.raw(side)}.* from old_rows join new_rows using (id)
      where ${sql.raw(side)}.status = 'published' and (
        old_rows.lat is distinct from new_rows.lat or old_rows.lon is distinct from new_rows.lon
        or ${facetOf('old_rows')} is distinct from ${facetOf('new_rows')}
        or old_rows.status is distinct from new_rows.status))`;

  await sql`create function marker_cells_on_insert() returns trigger language plpgsql as $$
    begin ${add(publishedOf('new_rows'))} return null; end $$`.execute(db);
  await sql`create function marker_cells_on_delete() returns trigger language plpgsql as $$
    begin ${remove(publishedOf('old_rows'))} return null; end $$`.execute(db);
  await sql`create function marker_cells_on_update() returns trigger language plpgsql as $$
    begin ${remove(changed('old_rows'))} ${add(changed('new_rows'))} return null; end $$`.execute(
    db,
  );

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
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite drops a column only once no index or trigger names it.
  await dropCellTriggers(db, postgres);
  await db.schema.dropIndex('marker_comments_unpublished_idx').execute();
  await replaceIndexes(db, publishedIndexes, null);
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.alterTable('users').dropColumn('is_moderator').execute();
  for (const column of ['review_requested_at', 'moderation_reason', 'hold_reasons', 'status']) {
    await db.schema.alterTable('marker_comments').dropColumn(column).execute();
  }
  // The grid as the previous migration made it: undone and done again, every comment counted.
  await previous.down(db);
  await previous.up(db);
}
