import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL. The grid and
// facet formulas are the ones of 20261125090000_add_marker_cell_facets, copied, not imported;
// the tag numbering is RECORD_TAGS' in modules/markers/record-filters.ts as of now, and the
// backfill's rule the one of its repository (record-filters.repository.ts). A change in
// any of them needs a new migration.

const MAX_LAT = 85.0511287798066;
const LOCATION_TYPES = ['Apartment', 'House', 'Villa', 'Commercial', 'Land'];

/**
 * The renter's record as map filters: "mould reported", "heating meets the standard" and
 * "rent up to $X a week". A comment carries what they need as three columns of its own
 * (`mould_reported`, `heating_met`, and `rent_step`, its latest rent's $10 band in $50
 * steps: band ≤ 5 × step), written with its checklist and rent in the same transaction.
 *
 * The cluster grid cannot count them as facets (every facet would multiply its rows), so
 * they get a grid of their own, `record_cells`: per zoom, cell, tag and facet (type and
 * photos, as in marker_cells), the comments that carry the tag. Tags: 1 mould reported,
 * 2 heating met, 100 + step for a rent. Only comments with a record are in it, and a view
 * filtered by one of them is one indexed read, as an unfiltered view is: the key starts with
 * (z, tag), so a rent ceiling is a list of tags seeked column by column. Triggers keep it
 * as marker_cells' triggers keep theirs: published comments only, moved between cells,
 * facets and tags as they change, in the writing transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('marker_comments')
    .addColumn('mould_reported', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('marker_comments')
    .addColumn('heating_met', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('marker_comments').addColumn('rent_step', 'integer').execute();

  let cells = db.schema
    .createTable('record_cells')
    .addColumn('z', 'integer', (col) => col.notNull())
    .addColumn('tag', 'integer', (col) => col.notNull())
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
    .addPrimaryKeyConstraint('record_cells_pkey', ['z', 'tag', 'x', 'y', 'facet']);
  // One b-tree (the key) instead of a table and an index.
  if (!postgres) cells = cells.modifyEnd(sql`without rowid`);
  await cells.execute();

  if (postgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  // The records saved before this migration: the columns written, the triggers fill the grid.
  const current = sql`coalesce(
      (select i.new_rent from comment_rent_increases i where i.comment_id = marker_comments.id
        order by i.on_day desc limit 1),
      (select r.weekly_rent from comment_rents r where r.comment_id = marker_comments.id))`;
  const answered = (category: string, answer: string) =>
    sql`exists (select 1 from comment_condition_answers a
      where a.comment_id = marker_comments.id and a.category = ${sql.lit(category)}
        and a.answer ${sql.raw(answer)})`;
  await sql`update marker_comments set
      mould_reported = ${answered('damp-mould', "= 'not-met'")},
      heating_met = ${answered('heating', "= 'met'")} and not ${answered('heating', "<> 'met'")},
      rent_step = (select case when step > 101 then 101 else step end
        from (select (${current} / 10 + 4) / 5 as step) rent)
    where id in (select comment_id from comment_checklists)
      or id in (select comment_id from comment_rents)`.execute(db);
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

/** Whether the record columns of `old` and `new` differ, in the dialect's words. */
function recordChanged(old: string, now: string, distinct: string): RawBuilder<unknown> {
  return sql.join(
    ['mould_reported', 'heating_met', 'rent_step'].map((column) =>
      sql.raw(`${old}.${column} ${distinct} ${now}.${column}`),
    ),
    sql` or `,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  /** The tags of the row `row`: one row each. */
  const tags = (row: string) => sql`
    select 1 as tag where ${sql.raw(row)}.mould_reported
    union all select 2 where ${sql.raw(row)}.heating_met
    union all select 100 + ${sql.raw(row)}.rent_step where ${sql.raw(row)}.rent_step is not null`;
  const add = sql`
    insert into record_cells (z, tag, x, y, facet, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    select z, tag, cx, cy, facet, 1, new.lat, new.lon, new.lat, new.lon, new.lat, new.lon
    from (${placed('new', false)}) cross join (${tags('new')}) where new.status = 'published'
    on conflict (z, tag, x, y, facet) do update set
      count = count + 1,
      sum_lat = sum_lat + excluded.sum_lat,
      sum_lon = sum_lon + excluded.sum_lon,
      min_lat = min(min_lat, excluded.min_lat),
      min_lon = min(min_lon, excluded.min_lon),
      max_lat = max(max_lat, excluded.max_lat),
      max_lon = max(max_lon, excluded.max_lon);`;
  const oldCells = sql`select z, tag, cx, cy, facet
    from (${placed('old', false)}) cross join (${tags('old')})`;
  const remove = sql`
    update record_cells set count = count - 1, sum_lat = sum_lat - old.lat, sum_lon = sum_lon - old.lon
    where old.status = 'published' and (z, tag, x, y, facet) in (${oldCells});
    delete from record_cells
    where old.status = 'published' and count <= 0 and (z, tag, x, y, facet) in (${oldCells});`;
  const hasRecord = (row: string) =>
    sql.raw(`(${row}.mould_reported or ${row}.heating_met or ${row}.rent_step is not null)`);

  await sql`create trigger record_cells_on_insert after insert on marker_comments
    when new.status = 'published' and ${hasRecord('new')}
    begin ${add} end`.execute(db);
  await sql`create trigger record_cells_on_delete after delete on marker_comments
    when old.status = 'published' and ${hasRecord('old')}
    begin ${remove} end`.execute(db);
  // A comment with a record that moves, changes facet or status, and a record written.
  await sql`create trigger record_cells_on_move
    after update of lat, lon, location_type, photo_urls, status, mould_reported, heating_met, rent_step
    on marker_comments
    when (${hasRecord('old')} or ${hasRecord('new')}) and (
      old.lat is not new.lat or old.lon is not new.lon or ${facetOf('old')} is not ${facetOf('new')}
      or old.status is not new.status or ${recordChanged('old', 'new', 'is not')})
    begin ${remove} ${add} end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  // Statement triggers over transition tables: a bulk write updates each cell once.
  const grouped = (rows: RawBuilder<unknown>) => sql`
    select p.z, t.tag, p.cx as x, p.cy as y, p.facet, count(*)::integer as count,
      sum(m.lat) as sum_lat, sum(m.lon) as sum_lon, min(m.lat) as min_lat, min(m.lon) as min_lon,
      max(m.lat) as max_lat, max(m.lon) as max_lon
    from ${rows} m
      cross join lateral (values (1, m.mould_reported), (2, m.heating_met),
        (100 + m.rent_step, m.rent_step is not null)) t(tag, present)
      cross join lateral (${placed('m', true)}) p
    where t.present
    group by p.z, t.tag, p.cx, p.cy, p.facet
    order by p.z, t.tag, p.cx, p.cy, p.facet`;
  const add = (rows: RawBuilder<unknown>) => sql`
    insert into record_cells (z, tag, x, y, facet, count, sum_lat, sum_lon, min_lat, min_lon, max_lat, max_lon)
    ${grouped(rows)}
    on conflict (z, tag, x, y, facet) do update set
      count = record_cells.count + excluded.count,
      sum_lat = record_cells.sum_lat + excluded.sum_lat,
      sum_lon = record_cells.sum_lon + excluded.sum_lon,
      min_lat = least(record_cells.min_lat, excluded.min_lat),
      min_lon = least(record_cells.min_lon, excluded.min_lon),
      max_lat = greatest(record_cells.max_lat, excluded.max_lat),
      max_lon = greatest(record_cells.max_lon, excluded.max_lon);`;
  const remove = (rows: RawBuilder<unknown>) => sql`
    update record_cells c set count = c.count - gone.count,
      sum_lat = c.sum_lat - gone.sum_lat, sum_lon = c.sum_lon - gone.sum_lon
    from (${grouped(rows)}) gone
    where c.z = gone.z and c.tag = gone.tag and c.x = gone.x and c.y = gone.y
      and c.facet = gone.facet;
    delete from record_cells c using (${grouped(rows)}) gone
    where c.z = gone.z and c.tag = gone.tag and c.x = gone.x and c.y = gone.y
      and c.facet = gone.facet and c.count <= 0;`;
  const withRecord = (side: 'old_rows' | 'new_rows') =>
    sql`(select * from ${sql.raw(side)} where status = 'published'
      and (mould_reported or heating_met or rent_step is not null))`;
  // The published rows with a record that changed cell, facet, status or record, as they
  // were (old_rows) or are (new_rows).
  const changed = (side: 'old_rows' | 'new_rows') =>
    sql`(select ${sql.raw(side)}.* from old_rows join new_rows using (id)
      where ${sql.raw(side)}.status = 'published'
        and (${sql.raw(side)}.mould_reported or ${sql.raw(side)}.heating_met
          or ${sql.raw(side)}.rent_step is not null)
        and (old_rows.lat is distinct from new_rows.lat
          or old_rows.lon is distinct from new_rows.lon
          or ${facetOf('old_rows')} is distinct from ${facetOf('new_rows')}
          or old_rows.status is distinct from new_rows.status
          or ${recordChanged('old_rows', 'new_rows', 'is distinct from')}))`;

  await sql`create function record_cells_on_insert() returns trigger language plpgsql as $$
    begin ${add(withRecord('new_rows'))} return null; end $$`.execute(db);
  await sql`create function record_cells_on_delete() returns trigger language plpgsql as $$
    begin ${remove(withRecord('old_rows'))} return null; end $$`.execute(db);
  await sql`create function record_cells_on_update() returns trigger language plpgsql as $$
    begin ${remove(changed('old_rows'))} ${add(changed('new_rows'))} return null; end $$`.execute(
    db,
  );

  await sql`create trigger record_cells_on_insert after insert on marker_comments
    referencing new table as new_rows
    for each statement execute function record_cells_on_insert()`.execute(db);
  await sql`create trigger record_cells_on_delete after delete on marker_comments
    referencing old table as old_rows
    for each statement execute function record_cells_on_delete()`.execute(db);
  await sql`create trigger record_cells_on_update after update on marker_comments
    referencing old table as old_rows new table as new_rows
    for each statement execute function record_cells_on_update()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of ['insert', 'delete', postgres ? 'update' : 'move']) {
    await sql`drop trigger if exists ${sql.raw(`record_cells_on_${event}`)} ${sql.raw(postgres ? 'on marker_comments' : '')}`.execute(
      db,
    );
    if (postgres) {
      await sql`drop function if exists ${sql.raw(`record_cells_on_${event}`)}()`.execute(db);
    }
  }
  await db.schema.dropTable('record_cells').execute();
  for (const column of ['rent_step', 'heating_met', 'mould_reported']) {
    await db.schema.alterTable('marker_comments').dropColumn(column).execute();
  }
}
