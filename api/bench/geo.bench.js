// Geocoding benchmark: offline search, offline reverse over the whole gazetteer, and cached
// Nominatim answers through the API (app.inject on a fresh SQLite database, or PostgreSQL
// with BENCH_DATABASE_URL). Runs on the built API (dist); `pnpm --filter api bench` builds it.
// Targets: offline search p95 <= 2 ms, reverse p95 <= 1 ms, cached p95 <= 3 ms.
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { createServer } = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { random } = require('./common');

const dist = path.join(__dirname, '..', 'dist');
const { buildApp } = require(path.join(dist, 'app'));
const { loadConfig } = require(path.join(dist, 'config'));
const { bundledGazetteer } = require(path.join(dist, 'modules/geo/providers/offline/gazetteer'));
const { OfflineProvider } = require(
  path.join(dist, 'modules/geo/providers/offline/offline.provider'),
);

const TARGETS = { search: 2, reverse: 1, cached: 3 };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function report(name, samplesMs, target) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const line =
    `${name.padEnd(34)} n=${String(sorted.length).padStart(6)}  ` +
    `p50=${percentile(sorted, 50).toFixed(3)} ms  p95=${p95.toFixed(3)} ms  ` +
    `p99=${percentile(sorted, 99).toFixed(3)} ms  max=${sorted[sorted.length - 1].toFixed(3)} ms  ` +
    `target p95 <= ${target} ms: ${p95 <= target ? 'ok' : 'MISSED'}`;
  console.log(line);
  return p95 <= target;
}

function timeEach(inputs, run) {
  const samples = [];
  for (const input of inputs) {
    const start = process.hrtime.bigint();
    run(input);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

/** Queries people type: prefixes of names, names with a typo, postcodes, name + state. */
function searchQueries(localities, next, count) {
  const queries = [];
  for (let i = 0; i < count; i++) {
    const locality = localities[Math.floor(next() * localities.length)];
    const name = locality.name;
    const kind = i % 5;
    if (kind === 0) queries.push(name.slice(0, 3 + Math.floor(next() * 4)));
    else if (kind === 1) queries.push(name);
    else if (kind === 2 && name.length > 5) {
      const at = 1 + Math.floor(next() * (name.length - 3));
      queries.push(name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2));
    } else if (kind === 3) queries.push(locality.postcode);
    else queries.push(`${name} ${locality.state}`);
  }
  return queries;
}

function benchOffline() {
  const started = process.hrtime.bigint();
  const gazetteer = bundledGazetteer();
  const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(
    `gazetteer: ${gazetteer.localities.length} localities, read and indexed in ${loadMs.toFixed(0)} ms`,
  );
  const offline = new OfflineProvider();
  const next = random(42);

  const queries = searchQueries(gazetteer.localities, next, 20_000);
  timeEach(queries.slice(0, 2000), (q) => offline.searchNow(q, 10)); // warm-up
  const searchOk = report(
    'offline search',
    timeEach(queries, (q) => offline.searchNow(q, 10)),
    TARGETS.search,
  );

  // Every locality of the gazetteer, a little off its centre, plus random points in and
  // around Australia (sea and outback included).
  const points = gazetteer.localities.map((l) => [
    l.lat + (next() - 0.5) * 0.05,
    l.lon + (next() - 0.5) * 0.05,
  ]);
  for (let i = 0; i < 10_000; i++) points.push([-44 + next() * 34, 112 + next() * 42]);
  timeEach(points.slice(0, 2000), ([lat, lon]) => offline.reverseNow(lat, lon)); // warm-up
  const reverseOk = report(
    'offline reverse (whole gazetteer)',
    timeEach(points, ([lat, lon]) => offline.reverseNow(lat, lon)),
    TARGETS.reverse,
  );
  return searchOk && reverseOk;
}

/** A stand-in Nominatim server on this machine with captured answer bodies. */
async function startStandIn() {
  const fixtures = path.join(__dirname, '..', 'test', 'fixtures', 'nominatim');
  const search = readFileSync(path.join(fixtures, 'search-newtown.json'), 'utf8');
  const reverse = readFileSync(path.join(fixtures, 'reverse-king-street.json'), 'utf8');
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(request.url.startsWith('/search') ? search : reverse);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, requests: () => requests };
}

async function benchCached() {
  const standIn = await startStandIn();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-bench-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    GEOCODER: 'nominatim',
    GEOCODER_URL: standIn.url,
    GEOCODER_MIN_INTERVAL_MS: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  const app = await buildApp(loadConfig(env));
  await app.ready();
  try {
    const urls = [];
    for (let i = 0; i < 100; i++) {
      urls.push(`/api/geo/search?q=${encodeURIComponent(`newtown ${i}`)}`);
      urls.push(`/api/geo/reverse?lat=${(-33.89 - i / 1000).toFixed(4)}&lon=151.18`);
    }
    for (const url of urls) await app.inject({ method: 'GET', url }); // fills the cache
    const upstream = standIn.requests();
    const samples = [];
    for (let round = 0; round < 12; round++) {
      for (const url of urls) {
        const start = process.hrtime.bigint();
        const response = await app.inject({ method: 'GET', url });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode}`);
        if (round > 1) samples.push(ms); // two rounds of warm-up
      }
    }
    if (standIn.requests() !== upstream) throw new Error('a cached answer went upstream');
    const database = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    return report(`cached Nominatim via API (${database})`, samples, TARGETS.cached);
  } finally {
    await app.close();
    standIn.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const offlineOk = benchOffline();
  const cachedOk = await benchCached();
  if (!offlineOk || !cachedOk) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
