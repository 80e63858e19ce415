// Saved-pins benchmark at scale: BENCH_MARKERS pins (default 100000; the scale target is
// 1000000) on a fresh SQLite database and a fresh PostgreSQL database, through the real app
// (app.inject, and a real HTTP listener where concurrency matters). Runs on the built API
// (dist); `pnpm --filter api bench` builds it.
//
//   1. clusters per view size (GET /api/marker/clusters, a 1280x800 screen): suburb z14,
//      city z11, state z7, the whole country z4; p95 <= 10 ms, largest answer <= 60 KB
//   2. the list, page of 50: first page and 2000 pages deep by cursor (p95 <= 10 ms); the old
//      offset paging at the same depth and lists narrowed to a city and a suburb (figures)
//   2b. the same views and the list with filters: types+photos (the grid's facets; clusters
//      p95 <= 10 ms), within=30d and q=<a word in 1 % of comments> (read from the comments;
//      figures), the list sorted oldest (p95 <= 10 ms) and nearest (first page p95 <= 10 ms;
//      20 pages deep, figures)
//   2c. likes: PUT .../like by verified users (the like_count trigger included), the list's first
//      page read by a signed-in viewer (authors and their likes looked up per page), and the
//      list sorted by most liked, first page and 20 pages deep (p95 <= 10 ms for the pages)
//   3. POST /api/marker by a verified user, cluster triggers included: p95 <= 10 ms
//   4. a real listener: 10 clients loop on the country view for BENCH_LOAD_SECONDS (8) while
//      an 11th reads list pages one after another: its p99 <= 50 ms
//   5. event-loop delay while inserting 200 comments and answering views: max <= 50 ms
//   6. process RSS after each database's run (the app keeps nothing per pin)
//   7. the in-memory alternative, supercluster built from the same pins: load, build (the
//      event loop is blocked that long), memory, query p95 for the same views (figures)
// then the 12-megapixel upload as before (p95 <= 600 ms), and a table of everything.
//
// PostgreSQL: BENCH_POSTGRES_URL (a server where the user may create databases; default
// postgres://postgres@127.0.0.1:5432/postgres); skipped with a note when unreachable.
// A missed target sets exit code 1.
const { randomBytes, randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync, statSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { setImmediate: nextTurn } = require('node:timers/promises');
const v8 = require('node:v8');
const vm = require('node:vm');
const { Worker } = require('node:worker_threads');
const zlib = require('node:zlib');
const { sql } = require('kysely');
const sharp = require('sharp');
const { pinPosition, random, RARE_WORD, seedSettled } = require('./seed-markers');
const { figures, stats, withPostgresDatabase } = require('./common');
const { bboxParam, screensNearCapitals } = require('./viewports');

const dist = path.join(__dirname, '..', 'dist');
const { buildApp } = require(path.join(dist, 'app'));
const { loadConfig } = require(path.join(dist, 'config'));
const { encodeCursor } = require(path.join(dist, 'modules', 'markers', 'markers.service'));
const { toIsoTimestamp } = require(path.join(dist, 'db', 'timestamps'));
const { MODERATION_LIMITS } = require('shared/contract');

// Heap figures mean something only after a collection.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const MARKERS = Number(process.env.BENCH_MARKERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const TARGETS = {
  clusterMs: 10,
  clusterBytes: 60 * 1024,
  listMs: 10,
  insertMs: 10,
  stallP99Ms: 50,
  loopMaxMs: 50,
  uploadMs: 600,
};
const PAGE = 50;
const DEPTH = 2000;
const WARM_UP = 30;
const COUNTRY = { minLon: 112, minLat: -44, maxLon: 154, maxLat: -10 };
const CLUSTERS_URL = '/api/marker/clusters';
const LIST_URL = '/api/marker/marker-comments/list';

// ---------------------------------------------------------------------------------------
// Figures and the summary table

const { misses, summary, note, judge } = figures();

const ms = (value) => value.toFixed(2);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const growth = (bytes) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const triple = (s) => `${ms(s.p50)}/${ms(s.p95)}/${ms(s.max)}`;

/** Prints one timing line; with a target, judges its p95 (or `on`) and notes it in the table. */
function timing(db, key, label, s, { target, on = 'p95', extra = '' } = {}) {
  const verdict = target === undefined ? '' : judge(db, `${label} ${on}`, s[on] <= target);
  console.log(
    `[${db}] ${label.padEnd(40)} n=${String(s.n).padStart(4)}  p50 ${ms(s.p50)}  ` +
      `p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)} ms` +
      (target === undefined ? '' : `  (${on} <= ${target} ms: ${verdict})`) +
      extra,
  );
  note(
    key,
    `${label} p50/p95/max ms`,
    db,
    `${triple(s)}${verdict ? ` ${verdict}` : ''}`,
    target === undefined ? '' : `${on} <= ${target}`,
  );
}

function memory() {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

// ---------------------------------------------------------------------------------------
// Viewports around the capitals (bench/viewports.js)

const VIEWS = [
  {
    key: 'suburb',
    label: 'suburb z14',
    zoom: 14,
    boxes: screensNearCapitals(SAMPLES, 14, 0.1, 11),
  },
  { key: 'city', label: 'city z11', zoom: 11, boxes: screensNearCapitals(SAMPLES, 11, 0.15, 13) },
  { key: 'state', label: 'state z7', zoom: 7, boxes: screensNearCapitals(SAMPLES, 7, 1, 17) },
  { key: 'country', label: 'country z4', zoom: 4, boxes: Array(SAMPLES).fill(COUNTRY) },
];
const clustersUrl = (box, zoom) => `${CLUSTERS_URL}?bbox=${bboxParam(box)}&zoom=${zoom}`;

// ---------------------------------------------------------------------------------------
// Requests

async function get(app, url, token) {
  // Each from its own address: the bench measures the queries, not the per-address limits.
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
  return response;
}

async function timeGets(app, urls, token) {
  for (const url of urls.slice(0, WARM_UP)) await get(app, url, token);
  const samples = [];
  for (const url of urls) {
    const start = performance.now();
    await get(app, url, token);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

let addressSeq = 0;
/** A fresh client address for each write: the create route allows 100 a minute per address. */
function nextAddress() {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** A verified account, made `ageHours` ago (past the new-account quotas when old enough). */
async function createVerifiedUser(app, email, ageHours = MODERATION_LIMITS.newAccountHours + 1) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const created = new Date(Date.now() - ageHours * 3_600_000).toISOString();
  await app.db
    .insertInto('users')
    .values({ id, email, email_verified: 1, created_at: created, updated_at: now })
    .execute();
  return app.accessTokens.issue(id).accessToken;
}

/**
 * Publishing goes through the real checks, publishing quotas included: each account posts
 * as many comments as an established account may in an hour, then the next one takes over,
 * so every insert measured is one a real user could make.
 */
function publishers(app, db) {
  const perAccount = MODERATION_LIMITS.quotas.established.commentsPerHour;
  let token = null;
  let used = perAccount;
  let made = 0;
  return async () => {
    if (used === perAccount) {
      token = await createVerifiedUser(app, `publisher-${made++}-${db}@example.com`);
      used = 0;
    }
    used += 1;
    return token;
  };
}

function newComment(next, i) {
  const { lat, lon } = pinPosition(next);
  return {
    coordinates: { lat, lon },
    fullAddress: `${i} Bench Street, Sydney NSW 2000, Australia`,
    region: 'Sydney',
    city: 'Sydney',
    country: 'Australia',
    unitNumber: String(1 + (i % 300)),
    locationType: 'Apartment',
    comment: `New pin ${i}: close to the station`,
    photoUrls: [],
    mapSource: 'OPENSTREET',
    postcode: '2000',
  };
}

async function postComment(app, nextPublisher, payload) {
  const token = await nextPublisher();
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/marker',
    payload,
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${token}` },
  });
  const elapsed = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`POST /api/marker: ${response.body}`);
  return elapsed;
}

async function countPins(app) {
  const { count } = await app.db
    .selectFrom('marker_comments')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

// ---------------------------------------------------------------------------------------
// The figures, one database at a time

async function seedAndMeasure(db, app) {
  const seeded = await seedSettled(db, app, { count: MARKERS });
  const seedMs = seeded.ms;
  const settle = `, ${seeded.settle}`;
  const { cells } = await app.db
    .selectFrom('marker_cells')
    .select((eb) => eb.fn.countAll().as('cells'))
    .executeTakeFirstOrThrow();
  let size;
  let cellsSize;
  if (db === 'sqlite') {
    const rows = (
      await sql`select name, sum(pgsize) as bytes from dbstat
        where name in ('marker_cells', 'marker_comments') group by name`.execute(app.db)
    ).rows;
    const bytes = Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
    const file = statSync(app.config.database.file).size;
    size =
      `marker_cells b-tree ${mb(bytes.marker_cells)} (marker_comments table ` +
      `${mb(bytes.marker_comments)}, whole file ${mb(file)})`;
    cellsSize = mb(bytes.marker_cells);
  } else {
    const [row] = (
      await sql`select pg_relation_size('marker_cells') as heap,
        pg_total_relation_size('marker_cells') as total,
        pg_total_relation_size('marker_comments') as comments`.execute(app.db)
    ).rows;
    size =
      `marker_cells ${mb(Number(row.heap))} table, ${mb(Number(row.total))} with its key ` +
      `(marker_comments with indexes ${mb(Number(row.comments))})`;
    cellsSize = mb(Number(row.total));
  }
  console.log(
    `[${db}] ${MARKERS} pins seeded in ${(seedMs / 1000).toFixed(1)} s ` +
      `(${Math.round(MARKERS / (seedMs / 1000))} pins/s, 2000 rows a statement${settle})`,
  );
  console.log(`[${db}] marker_cells: ${Number(cells)} rows; ${size}`);
  note('seed', `seed ${MARKERS} pins`, db, `${(seedMs / 1000).toFixed(1)} s`);
  note('cells', 'marker_cells rows / size', db, `${Number(cells)} / ${cellsSize}`);
}

async function benchClusters(db, app) {
  const expected = await countPins(app);
  for (const view of VIEWS) {
    const urls = view.boxes.map((box) => clustersUrl(box, view.zoom));
    for (const url of urls.slice(0, WARM_UP)) await get(app, url);
    const samples = [];
    let largest = Buffer.alloc(0);
    let items = 0;
    const grids = new Set();
    for (const url of urls) {
      const start = performance.now();
      const response = await get(app, url);
      samples.push(performance.now() - start);
      if (response.rawPayload.length > largest.length) largest = response.rawPayload;
      const { data } = response.json();
      items += data.clusters.length + data.pins.length;
      grids.add(data.zoom);
      if (view.key === 'country' && data.total !== expected) {
        throw new Error(`country view counts ${data.total} pins, the table holds ${expected}`);
      }
    }
    const s = stats(samples);
    const brotli = zlib.brotliCompressSync(largest, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    const sizeOk = judge(
      db,
      `clusters ${view.label} largest answer`,
      largest.length <= TARGETS.clusterBytes,
    );
    const mean = items / urls.length;
    timing(db, `clusters-${view.key}`, `clusters ${view.label}`, s, {
      target: TARGETS.clusterMs,
      extra:
        `\n[${db}] ${''.padEnd(40)} largest answer ${kb(largest.length)} (${kb(brotli)} brotli; ` +
        `<= ${kb(TARGETS.clusterBytes)}: ${sizeOk}), mean ${mean.toFixed(1)} items, ` +
        `grid zoom ${[...grids].join('/')}`,
    });
    note(
      `clusters-${view.key}-size`,
      `clusters ${view.label} largest answer / mean items`,
      db,
      `${kb(largest.length)} ${sizeOk} / ${mean.toFixed(1)}`,
      `<= ${kb(TARGETS.clusterBytes)}`,
    );
  }
}

async function benchList(db, app) {
  const count = await countPins(app);
  const depth = Math.min(DEPTH, Math.floor(count / PAGE) - 1);
  // The cursor a reader holds after `depth` pages: the last row of page depth-1.
  const row = await app.db
    .selectFrom('marker_comments')
    .select(['id', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(depth * PAGE - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const cursor = encodeCursor({ sort: 'newest', key: toIsoTimestamp(row.created_at), id: row.id });
  const byCursor = `${LIST_URL}?size=${PAGE}&cursor=${cursor}`;
  const byOffset = `${LIST_URL}?size=${PAGE}&page=${depth}`;
  const ids = async (url) =>
    (await get(app, url))
      .json()
      .data.content.map((c) => c.id)
      .join();
  if ((await ids(byCursor)) !== (await ids(byOffset))) {
    throw new Error(`the cursor page at depth ${depth} differs from page=${depth}`);
  }

  const repeat = (url, n) => Array(n).fill(url);
  timing(
    db,
    'list-first',
    'list first page of 50',
    await timeGets(app, repeat(`${LIST_URL}?size=${PAGE}`, SAMPLES)),
    {
      target: TARGETS.listMs,
    },
  );
  timing(
    db,
    'list-cursor',
    `list page ${depth} by cursor`,
    await timeGets(app, repeat(byCursor, SAMPLES)),
    {
      target: TARGETS.listMs,
    },
  );
  timing(
    db,
    'list-offset',
    `list page=${depth} by offset (old)`,
    await timeGets(app, repeat(byOffset, 60)),
  );
  const listIn = (boxes) => boxes.map((box) => `${LIST_URL}?size=${PAGE}&bbox=${bboxParam(box)}`);
  timing(
    db,
    'list-city',
    'list in a city screen (z11)',
    await timeGets(app, listIn(screensNearCapitals(130, 11, 0.15, 23))),
  );
  timing(
    db,
    'list-suburb',
    'list in a suburb screen (z14)',
    await timeGets(app, listIn(screensNearCapitals(130, 14, 0.1, 29))),
  );
}

/** The filters of the filtered figures: facets (a target), then time and text (figures). */
const FILTERS = [
  {
    key: 'facets',
    label: 'types+photos',
    query: 'types=House,Apartment&photos=true',
    target: true,
  },
  { key: 'within', label: 'within=30d', query: 'within=30d' },
  { key: 'q', label: `q=${RARE_WORD}`, query: `q=${RARE_WORD}` },
];

/** The same views with each filter: types and photos must keep the target. */
async function benchFilteredClusters(db, app) {
  for (const filter of FILTERS) {
    for (const view of VIEWS) {
      const boxes = filter.target ? view.boxes : view.boxes.slice(0, 100);
      const urls = boxes.map((box) => `${clustersUrl(box, view.zoom)}&${filter.query}`);
      let items = 0;
      let totals = 0;
      for (const url of urls.slice(0, 5)) {
        const { data } = (await get(app, url)).json();
        items += data.clusters.length + data.pins.length;
        totals += data.total;
      }
      timing(
        db,
        `clusters-${filter.key}-${view.key}`,
        `clusters ${view.label} ${filter.label}`,
        await timeGets(app, urls),
        {
          ...(filter.target ? { target: TARGETS.clusterMs } : {}),
          extra: `, ~${(totals / 5).toFixed(0)} pins, ${(items / 5).toFixed(0)} items in view`,
        },
      );
    }
  }
}

/** The list with each filter, and sorted oldest and nearest, first pages and 20 pages deep. */
async function benchFilteredList(db, app) {
  const repeat = (url, n) => Array(n).fill(url);
  for (const filter of FILTERS) {
    timing(
      db,
      `list-${filter.key}`,
      `list first page ${filter.label}`,
      await timeGets(app, repeat(`${LIST_URL}?size=${PAGE}&${filter.query}`, 100)),
    );
  }
  const nears = screensNearCapitals(100, 14, 0.1, 41).map(
    (box) =>
      `near=${((box.minLat + box.maxLat) / 2).toFixed(5)},${((box.minLon + box.maxLon) / 2).toFixed(5)}`,
  );
  const deep = async (url) => {
    let cursor = null;
    for (let i = 0; i < 20; i++) {
      cursor = (await get(app, `${url}${cursor ? `&cursor=${cursor}` : ''}`)).json().data
        .nextCursor;
    }
    return `${url}&cursor=${cursor}`;
  };
  const sorts = [
    ['oldest', `${LIST_URL}?size=${PAGE}&sort=oldest`, [`${LIST_URL}?size=${PAGE}&sort=oldest`]],
    [
      'nearest',
      `${LIST_URL}?size=${PAGE}&sort=nearest&${nears[0]}`,
      nears.map((near) => `${LIST_URL}?size=${PAGE}&sort=nearest&${near}`),
    ],
    [
      'nearest types+photos',
      `${LIST_URL}?size=${PAGE}&sort=nearest&${nears[0]}&${FILTERS[0].query}`,
      nears.map((near) => `${LIST_URL}?size=${PAGE}&sort=nearest&${near}&${FILTERS[0].query}`),
    ],
  ];
  for (const [label, first, urls] of sorts) {
    const key = label.replace(/\W+/g, '-');
    const many = urls.length > 1 ? urls : repeat(urls[0], 100);
    timing(db, `list-${key}`, `list sort=${label} first page`, await timeGets(app, many), {
      target: TARGETS.listMs,
    });
    timing(
      db,
      `list-${key}-deep`,
      `list sort=${label} page 20 by cursor`,
      await timeGets(app, repeat(await deep(first), 100)),
    );
  }
}

/**
 * Likes: LIKERS verified users each like LIKES_EACH comments of the first pages (a like is
 * limited per account), timed one by one; then the list as the last of them reads it, and
 * sorted by most liked (the keyset on (like_count, id)), first page and 20 pages deep.
 */
async function benchLikes(db, app) {
  const LIKERS = 10;
  const LIKES_EACH = Math.ceil(SAMPLES / LIKERS);
  const ids = [];
  let cursor = null;
  while (ids.length < LIKES_EACH * 2) {
    const page = (
      await get(app, `${LIST_URL}?size=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`)
    ).json().data;
    ids.push(...page.content.map((comment) => comment.id));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  const samples = [];
  let token = null;
  for (let liker = 0; liker < LIKERS; liker++) {
    token = await createVerifiedUser(app, `liker-${liker}-${db}@example.com`);
    for (let i = 0; i < LIKES_EACH; i++) {
      const id = ids[(liker * 7 + i) % ids.length];
      const start = performance.now();
      const response = await app.inject({
        method: 'PUT',
        url: `${LIST_URL.replace('/list', '')}/${id}/like`,
        remoteAddress: nextAddress(),
        headers: { authorization: `Bearer ${token}` },
      });
      samples.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`PUT like: ${response.body}`);
    }
  }
  timing(db, 'like', 'PUT /like (count trigger included)', stats(samples), {
    target: TARGETS.insertMs,
  });
  const repeat = (url, n) => Array(n).fill(url);
  timing(
    db,
    'list-viewer',
    'list first page, signed in (authors, likedByMe)',
    await timeGets(app, repeat(`${LIST_URL}?size=${PAGE}`, 100), token),
    { target: TARGETS.listMs },
  );
  const liked = `${LIST_URL}?size=${PAGE}&sort=liked`;
  timing(db, 'list-liked', 'list sort=liked first page', await timeGets(app, repeat(liked, 100)), {
    target: TARGETS.listMs,
  });
  let deep = null;
  for (let i = 0; i < 20; i++) {
    deep = (await get(app, `${liked}${deep ? `&cursor=${deep}` : ''}`)).json().data.nextCursor;
  }
  timing(
    db,
    'list-liked-deep',
    'list sort=liked page 20 by cursor',
    await timeGets(app, repeat(`${liked}&cursor=${deep}`, 100)),
    { target: TARGETS.listMs },
  );
}

async function benchInsert(db, app, nextPublisher) {
  const next = random(31);
  for (let i = 0; i < WARM_UP; i++) await postComment(app, nextPublisher, newComment(next, i));
  const samples = [];
  for (let i = 0; i < SAMPLES; i++)
    samples.push(await postComment(app, nextPublisher, newComment(next, WARM_UP + i)));
  timing(db, 'insert', 'POST /api/marker (triggers included)', stats(samples), {
    target: TARGETS.insertMs,
  });
}

/** Starts one side of the load (bench/markers-load-worker.js); resolves once it is warm. */
function loadWorker(workerData) {
  const worker = new Worker(path.join(__dirname, 'markers-load-worker.js'), { workerData });
  const message = () =>
    new Promise((resolve, reject) => {
      worker.once('message', (value) =>
        value.error ? reject(new Error(value.error)) : resolve(value),
      );
      worker.once('error', reject);
    });
  return message().then(() => ({
    run: () => {
      const result = message();
      worker.postMessage('go');
      return result.finally(() => worker.terminate());
    },
  }));
}

async function benchConcurrent(db, app) {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const [loops, reader] = await Promise.all([
    loadWorker({
      role: 'loop',
      base,
      url: clustersUrl(COUNTRY, 4),
      connections: 10,
      seconds: LOAD_SECONDS,
    }),
    loadWorker({ role: 'reader', base, url: `${LIST_URL}?size=${PAGE}`, seconds: LOAD_SECONDS }),
  ]);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const busy = performance.eventLoopUtilization();
  const [ten, eleventh] = await Promise.all([loops.run(), reader.run()]);
  const utilization = performance.eventLoopUtilization(busy);
  delay.disable();
  if (ten.failures + eleventh.failures > 0) {
    throw new Error(`${ten.failures + eleventh.failures} requests failed under load`);
  }
  const s = stats(eleventh.latencies);
  const rate = ten.requests / ten.seconds;
  const perRequest = utilization.active / (ten.requests + eleventh.latencies.length);
  const verdict = judge(db, 'list reader p99 under load', s.p99 <= TARGETS.stallP99Ms);
  console.log(
    `[${db}] ${'list reader beside 10 country-view loops'.padEnd(40)} n=${String(s.n).padStart(4)}  ` +
      `p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)} ms  (p99 <= ${TARGETS.stallP99Ms} ms: ${verdict})`,
  );
  console.log(
    `[${db}] ${''.padEnd(40)} the 10: ${ten.requests} country views in ${ten.seconds.toFixed(1)} s ` +
      `= ${rate.toFixed(0)} req/s; server thread busy ${(utilization.utilization * 100).toFixed(0)} % ` +
      `(${perRequest.toFixed(2)} ms a request), event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
  note(
    'stall',
    'list reader under load p50/p99 ms',
    db,
    `${ms(s.p50)}/${ms(s.p99)} ${verdict}`,
    `p99 <= ${TARGETS.stallP99Ms}`,
  );
  note('stall-rate', '10 country-view loops req/s', db, rate.toFixed(0));
}

async function benchEventLoop(db, app, nextPublisher) {
  const next = random(37);
  const urls = VIEWS.flatMap((view) =>
    view.boxes.slice(0, 50).map((box) => clustersUrl(box, view.zoom)),
  );
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let inserting = true;
  let views = 0;
  loop.enable();
  await Promise.all([
    (async () => {
      for (let i = 0; i < 200; i++) {
        await postComment(app, nextPublisher, newComment(next, 1000 + i));
      }
      inserting = false;
    })(),
    (async () => {
      while (inserting) {
        await get(app, urls[views++ % urls.length]);
        // Let the inserts' I/O callbacks run: injected GETs can finish without one.
        await nextTurn();
      }
    })(),
  ]);
  loop.disable();
  const max = loop.max / 1e6;
  const verdict = judge(db, 'event-loop delay max', max <= TARGETS.loopMaxMs);
  console.log(
    `[${db}] ${'event loop: 200 inserts beside views'.padEnd(40)} ${views} views answered; ` +
      `delay p50 ${(loop.percentile(50) / 1e6).toFixed(1)}  p99 ${(loop.percentile(99) / 1e6).toFixed(1)}  ` +
      `max ${max.toFixed(1)} ms  (max <= ${TARGETS.loopMaxMs} ms: ${verdict})`,
  );
  note(
    'loop',
    'event-loop delay max (inserts + views)',
    db,
    `${max.toFixed(1)} ms ${verdict}`,
    `<= ${TARGETS.loopMaxMs}`,
  );
}

async function benchSupercluster(db, app) {
  const { default: Supercluster } = await import('supercluster');
  const before = memory();
  let start = performance.now();
  const features = (
    await app.db
      .selectFrom('marker_comments')
      .select(['id', 'lat', 'lon', 'location_type'])
      .execute()
  ).map((row) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [row.lon, row.lat] },
    properties: { id: row.id, locationType: row.location_type },
  }));
  const loadMs = performance.now() - start;
  const pins = features.length;
  const loaded = memory();

  // 64-pixel radius on 256-pixel tiles: clusters the size of the API's 128-pixel cells.
  const index = new Supercluster({ radius: 64, extent: 256, maxZoom: 18, minPoints: 2 });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await new Promise((resolve) => setTimeout(resolve, 5));
  start = performance.now();
  index.load(features);
  const buildMs = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 5));
  loop.disable();
  const built = memory();

  console.log(
    `[${db}] supercluster: ${pins} pins read and made features in ${(loadMs / 1000).toFixed(2)} s ` +
      `(heap ${growth(loaded.heapUsed - before.heapUsed)}, RSS ${growth(loaded.rss - before.rss)}); ` +
      `built in ${(buildMs / 1000).toFixed(2)} s, event loop blocked ${(loop.max / 1e6).toFixed(0)} ms; ` +
      `kept (features + index): heap ${growth(built.heapUsed - before.heapUsed)}, RSS ${growth(built.rss - before.rss)}`,
  );
  note('sc-load', 'supercluster load (read + features)', db, `${(loadMs / 1000).toFixed(2)} s`);
  note(
    'sc-build',
    'supercluster build = event loop blocked',
    db,
    `${(buildMs / 1000).toFixed(2)} s`,
  );
  note(
    'sc-memory',
    'supercluster kept: heap / RSS growth',
    db,
    `${growth(built.heapUsed - before.heapUsed)} / ${growth(built.rss - before.rss)}`,
  );

  for (const view of VIEWS) {
    const boxes = view.boxes.map((b) => [b.minLon, b.minLat, b.maxLon, b.maxLat]);
    for (const box of boxes.slice(0, WARM_UP)) index.getClusters(box, view.zoom);
    const samples = [];
    let items = 0;
    for (const box of boxes) {
      const t = performance.now();
      items += index.getClusters(box, view.zoom).length;
      samples.push(performance.now() - t);
    }
    const s = stats(samples);
    console.log(
      `[${db}] ${`supercluster getClusters ${view.label}`.padEnd(40)} n=${String(s.n).padStart(4)}  ` +
        `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)} ms, mean ${(items / boxes.length).toFixed(1)} items`,
    );
    note(`sc-${view.key}`, `supercluster ${view.label} p50/p95/max ms`, db, triple(s));
  }
}

async function benchDialect(db, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-bench-'));
  // Seeding and vacuuming a million pins take statements far longer than a request may.
  const noTimeOuts = { DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_QUERY_TIMEOUT_MS: '0' };
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'error', DATA_DIR: dataDir, ...noTimeOuts, ...env }),
  );
  try {
    await app.ready();
    console.log(
      `\n[${db}] ${MARKERS} pins, ${SAMPLES} requests per figure; load average ${loadAverage()}`,
    );
    await seedAndMeasure(db, app);
    await benchClusters(db, app);
    await benchFilteredClusters(db, app);
    await benchList(db, app);
    await benchFilteredList(db, app);
    await benchLikes(db, app);
    const nextPublisher = publishers(app, db);
    await benchInsert(db, app, nextPublisher);
    await benchConcurrent(db, app);
    await benchEventLoop(db, app, nextPublisher);

    const { rss, heapUsed } = memory();
    console.log(
      `[${db}] process RSS ${mb(rss)}, heap ${mb(heapUsed)} after the run: the app holds no ` +
        'per-pin state (clusters and pins are read from the database per request)' +
        (db === 'sqlite' ? '; RSS includes SQLite’s page cache (64 MB at most)' : ''),
    );
    note('rss', 'process RSS / heap after the run', db, `${mb(rss)} / ${mb(heapUsed)}`);

    await benchSupercluster(db, app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    gc();
  }
}

// ---------------------------------------------------------------------------------------
// The 12-megapixel upload (no pins involved)

async function benchUpload() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-bench-'));
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'error', DATA_DIR: dataDir }));
  try {
    await app.ready();
    const accessToken = await createVerifiedUser(app, 'bench@example.com');

    // A 12-megapixel photo-like JPEG (4000×3000) that fits the 5 MB limit.
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 90, g: 120, b: 160 },
        noise: { type: 'gaussian', mean: 128, sigma: 18 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const boundary = `----bench${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    console.log(`\n[upload] 4000x3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);

    const samples = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    for (let i = 0; i < 23; i++) {
      if (i === 3) loop.enable();
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/file-storage/upload',
        payload,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${accessToken}`,
        },
      });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
      if (i >= 3) samples.push(elapsed); // the first runs warm libvips up
    }
    loop.disable();
    timing('upload', 'upload', 'one 12-megapixel JPEG processed', stats(samples), {
      target: TARGETS.uploadMs,
    });
    console.log(
      `[upload] event loop delay while processing: max ${(loop.max / 1e6).toFixed(1)} ms, ` +
        `p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printSummary() {
  const columns = ['sqlite', 'postgres'];
  const widths = [52, 30, 30];
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell).padEnd(widths[i] ?? 0))
      .join(' ')
      .trimEnd();
  console.log(
    `\nSummary: ${MARKERS} pins (${os.cpus().length} cores, Node ${process.version}, ` +
      `load average ${loadAverage()})`,
  );
  console.log(line(['', ...columns, 'target']));
  const rows = [...summary.values()];
  for (const row of rows.filter((r) => r.cells.upload === undefined)) {
    console.log(line([row.label, ...columns.map((db) => row.cells[db] ?? '-'), row.target]));
  }
  for (const row of rows.filter((r) => r.cells.upload !== undefined)) {
    console.log(line([`upload: ${row.label}`, row.cells.upload, '', row.target]));
  }
}

async function main() {
  await benchDialect('sqlite', {});
  await withPostgresDatabase('rentmap_bench', (url) =>
    benchDialect('postgres', { DATABASE_URL: url }),
  );
  await benchUpload();
  printSummary();
  console.log(
    misses.length === 0
      ? '\nAll marker targets met.'
      : `\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
