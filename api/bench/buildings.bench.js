// Buildings benchmark at scale: BENCH_BUILDING_COMMENTS comments (default 100000; the scale
// target is 1000000) placed in buildings, about 3.3 comments a building (300k buildings at a
// million; most apartment comments name a unit), on a fresh SQLite database and a fresh
// PostgreSQL database. Runs on the built API (dist); `pnpm --filter api bench` builds it.
// Every figure is measured through a real HTTP listener, one request at a time, each from
// its own client address (X-Forwarded-For, TRUST_PROXY=loopback) as behind a proxy, so the
// per-address limits stay out of the figures:
//
//   1. a building's page: GET /api/buildings/{id} of random buildings (p95 <= 20 ms), with
//      condition checklists on half the comments for it to add up, and the
//      first 20 of their comments, GET /api/marker/marker-comments/list?building={id}&size=20
//      (p95 <= 20 ms)
//   2. the buildings near a point where one stands, GET /api/buildings/near (figures)
//   3. the map's view request, GET /api/marker/clusters, at a street (z17, where a building's
//      comments are one cluster of that building), a suburb (z14) and a city (z11) screen
//      around the capitals: p95 <= 10 ms
//   4. the list grouped by building, GET list?group=building&bbox=… at a suburb screen,
//      unfiltered and with a type filter (p95 <= 20 ms)
//   5. the map's view filtered by the renter's record: mould reported, heating meets the
//      standard, rent up to $500 a week (alone, and with a type), at a country (z6), city
//      (z11), suburb (z14) and street (z17) screen: p95 <= 10 ms; with two of them at once
//      (read from the comments) and the list with each, as figures. Rents are seeded for half
//      the comments, heating answers for a quarter.
// then a table of everything.
//
// PostgreSQL: BENCH_POSTGRES_URL (a server where the user may create databases; default
// postgres://postgres@127.0.0.1:5432/postgres); skipped with a note when unreachable.
// BENCH_DATABASES=sqlite or =postgres runs one database only.
// A missed target sets exit code 1.
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { random, seedSettled } = require('./seed-markers');
const { sql } = require('kysely');
const { figures, stats, withPostgresDatabase } = require('./common');
const { bboxParam, screensNearCapitals } = require('./viewports');

const dist = path.join(__dirname, '..', 'dist');
const { buildApp } = require(path.join(dist, 'app'));
const { recordFilterColumns } = require(
  path.join(dist, 'modules', 'conditions', 'record-filters.repository'),
);
const { loadConfig } = require(path.join(dist, 'config'));

const COMMENTS = Number(process.env.BENCH_BUILDING_COMMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const PER_BUILDING = 3.3;
const TARGETS = { pageMs: 20, viewMs: 10 };
const WARM_UP = 30;
const PAGE = 20;
/** Where a point "near a building" is: within about 15 m of it (±0.00015° lat). */
const NEAR_JITTER = 0.00015;
const LIST_URL = '/api/marker/marker-comments/list';
const clustersUrl = (box, zoom) => `/api/marker/clusters?bbox=${bboxParam(box)}&zoom=${zoom}`;
const VIEWS = [
  { key: 'street', label: 'street z17', zoom: 17, jitter: 0.1, seed: 7 },
  { key: 'suburb', label: 'suburb z14', zoom: 14, jitter: 0.1, seed: 11 },
  { key: 'city', label: 'city z11', zoom: 11, jitter: 0.15, seed: 13 },
];
/** The browser's own header: the answers are compressed as they would be for the map. */
const HEADERS = { 'accept-encoding': 'br, gzip, deflate' };

// ---------------------------------------------------------------------------------------
// Figures and the summary table

const { misses, summary, note, judge } = figures();

const ms = (value) => value.toFixed(2);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Prints one timing line; with a target, judges its p95 and notes it in the table. */
function timing(db, key, label, s, { target, extra = '' } = {}) {
  const verdict = target === undefined ? '' : judge(db, `${label} p95`, s.p95 <= target);
  console.log(
    `[${db}] ${label.padEnd(44)} n=${String(s.n).padStart(4)}  p50 ${ms(s.p50)}  ` +
      `p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)} ms` +
      (target === undefined ? '' : `  (p95 <= ${target} ms: ${verdict})`) +
      extra,
  );
  note(
    key,
    `${label} p50/p95/p99 ms`,
    db,
    `${ms(s.p50)}/${ms(s.p95)}/${ms(s.p99)}${verdict ? ` ${verdict}` : ''}`,
    target === undefined ? '' : `p95 <= ${target}`,
  );
}

// ---------------------------------------------------------------------------------------
// Requests over HTTP

let addressSeq = 0;
/** A fresh client address for each request: the bench measures the queries, not the limits. */
function nextAddress() {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** GET `url` from the listener at `base`; the time until the whole answer is read, and it. */
async function get(base, url) {
  const start = performance.now();
  const response = await fetch(base + url, {
    headers: { ...HEADERS, 'x-forwarded-for': nextAddress() },
  });
  const body = await response.text();
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body}`);
  return { elapsed, data: JSON.parse(body).data };
}

/** Each url once after WARM_UP of them; `check` sees each answer (untimed). */
async function timeGets(base, urls, check = () => {}) {
  // A short run (a slow figure's) warms up on a sixth of its urls.
  for (const url of urls.slice(0, Math.min(WARM_UP, Math.ceil(urls.length / 6)))) {
    await get(base, url);
  }
  const samples = [];
  for (const url of urls) {
    const { elapsed, data } = await get(base, url);
    samples.push(elapsed);
    check(data);
  }
  return stats(samples);
}

// ---------------------------------------------------------------------------------------
// The figures, one database at a time

async function seed(db, app) {
  const seeded = await seedSettled(db, app, { count: COMMENTS, perBuilding: PER_BUILDING });
  console.log(
    `[${db}] ${COMMENTS} comments in ${seeded.buildings} buildings (${seeded.units} units) ` +
      `seeded in ${(seeded.ms / 1000).toFixed(1)} s ` +
      `(${Math.round(COMMENTS / (seeded.ms / 1000))} comments/s), ` +
      seeded.settle,
  );
  note('seed', `seed ${COMMENTS} comments`, db, `${(seeded.ms / 1000).toFixed(1)} s`);
  note('buildings', 'buildings / units', db, `${seeded.buildings} / ${seeded.units}`);
}

/** The checklist items seeded, with their categories (any state's: the page adds up categories). */
const SEEDED_ITEMS = [
  ['nsw.structure', 'structure', '0123'],
  ['nsw.damp', 'damp-mould', '01234567'],
  ['nsw.ventilation', 'ventilation', '4567'],
  ['nsw.water', 'water', '0246'],
  ['vic.heating', 'heating', '1357'],
];

/**
 * Condition checklists for half the comments (those whose id starts with 0–7), two to four
 * answers each, about a third of them not met, some with days to fix: what a building's page
 * adds up. Written with INSERT … SELECT, the same SQL on both databases.
 */
async function seedChecklists(db, app) {
  const start = performance.now();
  const half = sql`substr(id, 1, 1) in ('0','1','2','3','4','5','6','7')`;
  await sql`insert into comment_checklists (comment_id, list_id)
    select id, 'nsw-2020-03' from marker_comments where ${half}`.execute(app.db);
  for (const [item, category, firsts] of SEEDED_ITEMS) {
    const chosen = sql.raw([...firsts].map((c) => `'${c}'`).join(','));
    await sql`insert into comment_condition_answers
        (comment_id, item_id, category, answer, told_on, fixed_after_days)
      select id, ${item}, ${category},
        case when substr(id, 2, 1) in ('0','1','2','3','4') then 'not-met' else 'met' end,
        case when substr(id, 2, 1) in ('0','1') then '2025-05-01' end,
        case when substr(id, 2, 1) in ('0','1') then 14 end
      from marker_comments where substr(id, 1, 1) in (${chosen})`.execute(app.db);
  }
  const { n } = await app.db
    .selectFrom('comment_condition_answers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `[${db}] ${n} checklist answers seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  note('answers', 'checklist answers', db, String(n));
}

/** Rents for the comments whose id starts with 4–b (half), written in batches of this many. */
const RENT_BATCH = 2000;

/**
 * Rent records for half the comments: $240 to $1,250 a week (half of them up to about $465,
 * evenly in log space), a third of them raised once by 3–12 %; then every seeded record's filter columns, by the rule the
 * app writes them with (recordFilterColumns), which the record grid's triggers count.
 */
async function seedRents(db, app) {
  const start = performance.now();
  const ids = await app.db
    .selectFrom('marker_comments')
    .select('id')
    .where(sql`substr(id, 1, 1) in ('4','5','6','7','8','9','a','b')`)
    .execute();
  const next = random(29);
  for (let i = 0; i < ids.length; i += RENT_BATCH) {
    const records = [];
    const increases = [];
    for (const { id } of ids.slice(i, i + RENT_BATCH)) {
      const weekly = Math.round(150 + Math.exp(4.5 + next() * 2.5));
      records.push({ comment_id: id, state: 'NSW', weekly_rent: weekly, moved_in: '2023-02' });
      if (next() < 1 / 3) {
        const newRent = Math.round(weekly * (1.03 + next() * 0.09));
        increases.push({ comment_id: id, on_day: '2024-03-01', new_rent: newRent });
      }
    }
    await app.db.insertInto('comment_rents').values(records).execute();
    if (increases.length > 0) {
      await app.db.insertInto('comment_rent_increases').values(increases).execute();
    }
  }
  const seeded = performance.now();
  await app.db
    .updateTable('marker_comments')
    .set(recordFilterColumns)
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('comment_checklists').select('comment_id')),
        eb('id', 'in', eb.selectFrom('comment_rents').select('comment_id')),
      ]),
    )
    .execute();
  if (db === 'postgres') await sql`vacuum analyze`.execute(app.db);
  const { n } = await app.db
    .selectFrom('record_cells')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `[${db}] ${ids.length} rents seeded in ${((seeded - start) / 1000).toFixed(1)} s; ` +
      `record filters written and counted in ${((performance.now() - seeded) / 1000).toFixed(1)} s ` +
      `(${n} record grid rows)`,
  );
  note('rents', 'rents / record grid rows', db, `${ids.length} / ${n}`);
}

/** SAMPLES buildings drawn at random (the same ones for both databases, by position). */
async function randomBuildings(app) {
  const rows = await app.db
    .selectFrom('buildings')
    .select(['id', 'lat', 'lon'])
    .orderBy('lat')
    .orderBy('lon')
    .execute();
  const next = random(7);
  return Array.from({ length: SAMPLES }, () => rows[Math.floor(next() * rows.length)]);
}

async function benchBuildingPage(db, base, buildings) {
  let units = 0;
  let categories = 0;
  timing(
    db,
    'building',
    'GET /api/buildings/{id}',
    await timeGets(
      base,
      buildings.map((b) => `/api/buildings/${b.id}`),
      (data) => {
        units += data.units.length;
        categories += data.conditions.categories.length;
      },
    ),
    {
      target: TARGETS.pageMs,
      extra:
        `, ${(units / SAMPLES).toFixed(1)} units, ` +
        `${(categories / SAMPLES).toFixed(2)} condition categories a building`,
    },
  );
  let comments = 0;
  timing(
    db,
    'building-list',
    `GET list?building={id}&size=${PAGE}`,
    await timeGets(
      base,
      buildings.map((b) => `${LIST_URL}?building=${b.id}&size=${PAGE}`),
      (data) => (comments += data.content.length),
    ),
    { target: TARGETS.pageMs, extra: `, ${(comments / SAMPLES).toFixed(1)} comments a page` },
  );
}

async function benchNear(db, base, buildings) {
  const next = random(19);
  const near = (value) => (value + (next() * 2 - 1) * NEAR_JITTER).toFixed(6);
  let found = 0;
  timing(
    db,
    'near',
    'GET /api/buildings/near?lat&lon',
    await timeGets(
      base,
      buildings.map((b) => `/api/buildings/near?lat=${near(b.lat)}&lon=${near(b.lon)}`),
      (data) => (found += data.length),
    ),
    { extra: `, ${(found / SAMPLES).toFixed(1)} buildings found` },
  );
}

async function benchViews(db, base) {
  for (const view of VIEWS) {
    const boxes = screensNearCapitals(SAMPLES, view.zoom, view.jitter, view.seed);
    let pins = 0;
    let items = 0;
    timing(
      db,
      `clusters-${view.key}`,
      `GET /api/marker/clusters ${view.label}`,
      await timeGets(
        base,
        boxes.map((box) => clustersUrl(box, view.zoom)),
        (data) => {
          pins += data.total;
          items += data.clusters.length + data.pins.length;
        },
      ),
      {
        target: TARGETS.viewMs,
        extra: `, ~${(pins / SAMPLES).toFixed(0)} pins, ${(items / SAMPLES).toFixed(0)} items in view`,
      },
    );
  }
}

async function benchGroupedList(db, base) {
  const boxes = screensNearCapitals(SAMPLES, 14, 0.1, 23);
  for (const [key, filter] of [
    ['grouped', ''],
    ['grouped-type', '&types=Apartment'],
  ]) {
    let cards = 0;
    let comments = 0;
    timing(
      db,
      key,
      `GET list?group=building&bbox (suburb)${filter}`,
      await timeGets(
        base,
        boxes.map(
          (box) => `${LIST_URL}?group=building&bbox=${bboxParam(box)}&size=${PAGE}${filter}`,
        ),
        (data) => {
          cards += data.content.length;
          comments += Object.values(data.buildingCounts ?? {}).reduce((a, b) => a + b, 0);
        },
      ),
      {
        target: TARGETS.pageMs,
        extra: `, ${(cards / SAMPLES).toFixed(1)} cards for ${(comments / SAMPLES).toFixed(1)} comments in buildings`,
      },
    );
  }
}

const RECORD_VIEWS = [
  { key: 'country', label: 'country z6', zoom: 6, jitter: 0.5, seed: 31 },
  { key: 'city', label: 'city z11', zoom: 11, jitter: 0.15, seed: 37 },
  { key: 'suburb', label: 'suburb z14', zoom: 14, jitter: 0.1, seed: 41 },
  { key: 'street', label: 'street z17', zoom: 17, jitter: 0.1, seed: 43 },
];
const RECORD_FILTERS = [
  { key: 'mould', query: '&mould=true', target: TARGETS.viewMs },
  { key: 'heating', query: '&heating=true', target: TARGETS.viewMs },
  { key: 'rent', query: '&rentMax=500', target: TARGETS.viewMs },
  { key: 'rent-type', query: '&rentMax=500&types=Apartment', target: TARGETS.viewMs },
  // Two of them at once: the comments themselves are read (figures, no target; a country
  // view reads most of the million, so fewer samples).
  { key: 'mould-rent', query: '&mould=true&rentMax=500', samples: 30 },
];

async function benchRecordFilters(db, base) {
  for (const view of RECORD_VIEWS) {
    const boxes = screensNearCapitals(SAMPLES, view.zoom, view.jitter, view.seed);
    for (const filter of RECORD_FILTERS) {
      let pins = 0;
      timing(
        db,
        `record-${filter.key}-${view.key}`,
        `clusters ${view.label} ${filter.query.slice(1)}`,
        await timeGets(
          base,
          boxes.slice(0, filter.samples).map((box) => clustersUrl(box, view.zoom) + filter.query),
          (data) => (pins += data.total),
        ),
        {
          target: filter.target,
          extra: `, ~${(pins / (filter.samples ?? SAMPLES)).toFixed(0)} pins`,
        },
      );
    }
  }
  const boxes = screensNearCapitals(SAMPLES, 14, 0.1, 47);
  for (const filter of RECORD_FILTERS.slice(0, 3)) {
    timing(
      db,
      `record-list-${filter.key}`,
      `list?bbox (suburb)${filter.query}`,
      await timeGets(
        base,
        boxes.map((box) => `${LIST_URL}?bbox=${bboxParam(box)}&size=${PAGE}${filter.query}`),
      ),
    );
  }
}

async function benchDialect(db, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-bench-'));
  // Seeding a million comments takes statements far longer than a request may.
  const noTimeOuts = { DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_QUERY_TIMEOUT_MS: '0' };
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      ...noTimeOuts,
      ...env,
    }),
  );
  try {
    await app.ready();
    console.log(
      `\n[${db}] ${COMMENTS} comments, ${SAMPLES} requests per figure; load average ${loadAverage()}`,
    );
    await seed(db, app);
    await seedChecklists(db, app);
    await seedRents(db, app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const buildings = await randomBuildings(app);
    await benchBuildingPage(db, base, buildings);
    await benchNear(db, base, buildings);
    await benchViews(db, base);
    await benchGroupedList(db, base);
    await benchRecordFilters(db, base);
    const { rss, heapUsed } = process.memoryUsage();
    console.log(`[${db}] process RSS ${mb(rss)}, heap ${mb(heapUsed)} after the run`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printSummary() {
  const columns = ['sqlite', 'postgres'];
  const widths = [52, 28, 28];
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell).padEnd(widths[i] ?? 0))
      .join(' ')
      .trimEnd();
  console.log(
    `\nSummary: ${COMMENTS} comments in buildings (${os.cpus().length} cores, ` +
      `Node ${process.version}, load average ${loadAverage()})`,
  );
  console.log(line(['', ...columns, 'target']));
  for (const row of summary.values()) {
    console.log(line([row.label, ...columns.map((db) => row.cells[db] ?? '-'), row.target]));
  }
}

/** BENCH_DATABASES=postgres (or sqlite) runs one of them; both by default. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');

async function main() {
  if (DATABASES.includes('sqlite')) await benchDialect('sqlite', {});
  if (DATABASES.includes('postgres')) {
    await withPostgresDatabase('rentmap_bench_buildings', (url) =>
      benchDialect('postgres', { DATABASE_URL: url }),
    );
  }
  printSummary();
  console.log(
    misses.length === 0
      ? '\nAll building targets met.'
      : `\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
