// Saved-markers benchmark (issue 5): the list endpoint (page of 50) and the bbox (viewport)
// query at 100k saved markers, on SQLite and on PostgreSQL, and the processing of one
// 12-megapixel JPEG upload. Everything goes through the real app (app.inject) on a fresh
// database. Runs on the built API (dist); `pnpm --filter api bench` builds it.
// PostgreSQL: BENCH_POSTGRES_URL (a server where the user may create databases; default
// postgres://postgres@127.0.0.1:5432/postgres); skipped with a note when unreachable.
// Targets: list p95 <= 15 ms, bbox p95 <= 15 ms, upload p95 <= 600 ms.
const { randomBytes, randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { monitorEventLoopDelay } = require('node:perf_hooks');

const dist = path.join(__dirname, '..', 'dist');
const { buildApp } = require(path.join(dist, 'app'));
const { loadConfig } = require(path.join(dist, 'config'));
const sharp = require('sharp');

const MARKERS = Number(process.env.BENCH_MARKERS ?? 100_000);
const TARGETS = { list: 15, bbox: 15, upload: 600 };
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where people look for rentals: most markers cluster around the capitals. */
const CITIES = [
  { lat: -33.8688, lon: 151.2093, weight: 30 }, // Sydney
  { lat: -37.8136, lon: 144.9631, weight: 25 }, // Melbourne
  { lat: -27.4698, lon: 153.0251, weight: 12 }, // Brisbane
  { lat: -31.9523, lon: 115.8613, weight: 9 }, // Perth
  { lat: -34.9285, lon: 138.6007, weight: 6 }, // Adelaide
  { lat: -35.2809, lon: 149.13, weight: 3 }, // Canberra
  { lat: -42.8821, lon: 147.3272, weight: 2 }, // Hobart
  { lat: -12.4634, lon: 130.8456, weight: 1 }, // Darwin
];
const AUSTRALIA = { minLat: -43.6, maxLat: -10.7, minLon: 113.3, maxLon: 153.6 };

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function gaussian(next) {
  return Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
}

function pickCity(next) {
  const total = CITIES.reduce((sum, city) => sum + city.weight, 0);
  let roll = next() * total;
  for (const city of CITIES) {
    roll -= city.weight;
    if (roll <= 0) return city;
  }
  return CITIES[0];
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const results = [];

function report(name, samplesMs, target) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ok = target === undefined || p95 <= target;
  console.log(
    `${name.padEnd(44)} n=${String(sorted.length).padStart(5)}  ` +
      `p50=${percentile(sorted, 50).toFixed(2)} ms  p95=${p95.toFixed(2)} ms  ` +
      `max=${sorted[sorted.length - 1].toFixed(2)} ms` +
      (target === undefined ? '' : `  target p95 <= ${target} ms: ${ok ? 'ok' : 'MISSED'}`),
  );
  results.push(ok);
}

async function timeRequests(app, urls) {
  const samples = [];
  for (const url of urls) {
    const start = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url });
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  return samples;
}

async function seed(db, count) {
  const next = random(42);
  const started = Date.now();
  const batchSize = 1000;
  const base = Date.UTC(2024, 0, 1);
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
      let lat;
      let lon;
      if (next() < 0.85) {
        const city = pickCity(next);
        lat = city.lat + gaussian(next) * 0.15;
        lon = city.lon + gaussian(next) * 0.2;
      } else {
        lat = AUSTRALIA.minLat + next() * (AUSTRALIA.maxLat - AUSTRALIA.minLat);
        lon = AUSTRALIA.minLon + next() * (AUSTRALIA.maxLon - AUSTRALIA.minLon);
      }
      const created = new Date(base + i * 60_000).toISOString();
      rows.push({
        id: randomUUID(),
        user_id: null,
        lat,
        lon,
        comment: `Marker ${i}: quiet street, close to shops and transport`,
        full_address: `${i} Example Street, Somewhere NSW 2000, Australia`,
        unit_number: String(i % 300),
        region: 'Region',
        city: 'City',
        country: 'Australia',
        postcode: '2000',
        location_type: 'Apartment',
        map_source: 'OPENSTREET',
        photo_urls: '[]',
        created_at: created,
        updated_at: created,
      });
    }
    await db.insertInto('marker_comments').values(rows).execute();
  }
  return Date.now() - started;
}

/** Viewports people look at: a suburb (zoom ~14) and a city (zoom ~11) around a capital. */
function viewportUrls(count, halfWidthDeg, halfHeightDeg, size, seedValue) {
  const next = random(seedValue);
  const urls = [];
  for (let i = 0; i < count; i++) {
    const city = pickCity(next);
    const lat = city.lat + gaussian(next) * 0.1;
    const lon = city.lon + gaussian(next) * 0.1;
    const bbox = [lon - halfWidthDeg, lat - halfHeightDeg, lon + halfWidthDeg, lat + halfHeightDeg]
      .map((value) => value.toFixed(5))
      .join(',');
    urls.push(`/api/marker/marker-comments/list?bbox=${bbox}&size=${size}`);
  }
  return urls;
}

async function benchDialect(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-bench-'));
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'error', DATA_DIR: dataDir, ...env }));
  try {
    await app.ready();
    const seedMs = await seed(app.db, MARKERS);
    console.log(`\n[${label}] ${MARKERS} saved markers inserted in ${seedMs} ms`);
    // Steady state: PostgreSQL's autovacuum would have vacuumed and analysed tables this size.
    if (label === 'postgres') await require('kysely').sql`vacuum analyze`.execute(app.db);

    const warm = Array.from(
      { length: 50 },
      (_, i) => `/api/marker/marker-comments/list?page=${i}&size=50`,
    );
    await timeRequests(app, warm);

    const next = random(7);
    const listUrls = Array.from(
      { length: 400 },
      () => `/api/marker/marker-comments/list?page=${Math.floor(next() * 20)}&size=50`,
    );
    report(
      `[${label}] list, page of 50 (pages 0-19)`,
      await timeRequests(app, listUrls),
      TARGETS.list,
    );

    const deep = Array.from(
      { length: 100 },
      () => `/api/marker/marker-comments/list?page=${Math.floor(next() * 2000)}&size=50`,
    );
    report(`[${label}] list, page of 50 (any of 2000 pages)`, await timeRequests(app, deep));

    const suburb = viewportUrls(400, 0.02, 0.012, 100, 11);
    await timeRequests(app, suburb.slice(0, 50));
    report(
      `[${label}] bbox, suburb viewport (size 100)`,
      await timeRequests(app, suburb),
      TARGETS.bbox,
    );

    const city = viewportUrls(200, 0.17, 0.1, 100, 13);
    report(
      `[${label}] bbox, city viewport (size 100)`,
      await timeRequests(app, city),
      TARGETS.bbox,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchUpload() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-bench-'));
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'error', DATA_DIR: dataDir }));
  try {
    await app.ready();
    const userId = randomUUID();
    const now = new Date().toISOString();
    await app.db
      .insertInto('users')
      .values({
        id: userId,
        email: 'bench@example.com',
        email_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { accessToken } = app.accessTokens.issue(userId);

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
      const start = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/file-storage/upload',
        payload,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${accessToken}`,
        },
      });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
      if (i >= 3) samples.push(ms); // the first runs warm libvips up
    }
    loop.disable();
    report('[upload] one 12-megapixel JPEG processed', samples, TARGETS.upload);
    console.log(
      `[upload] event loop delay while processing: max ${(loop.max / 1e6).toFixed(1)} ms, ` +
        `p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(run) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n[postgres] skipped: not reachable at ${POSTGRES_ADMIN_URL} (${error.message})`);
    return;
  }
  const name = `rentmap_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  await benchDialect('sqlite', {});
  await withPostgres((url) => benchDialect('postgres', { DATABASE_URL: url }));
  await benchUpload();
  const failed = results.filter((ok) => !ok).length;
  console.log(failed === 0 ? '\nAll marker targets met.' : `\n${failed} marker target(s) missed.`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
