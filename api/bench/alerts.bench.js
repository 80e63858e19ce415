// Alert latency: the time from publishing a comment (POST /api/marker answered)
// to its alert email in the outbox. The API as it runs in the embedded default — one process,
// SQLite, the outbox, ALERTS_WORKER on with the default ALERTS_POLL_MS — then the same on
// PostgreSQL when reachable (BENCH_POSTGRES_URL; default postgres://postgres@127.0.0.1:5432/
// postgres). Runs on the built API (dist); `pnpm --filter api bench` builds it.
//
// BENCH_ALERT_AREAS (100) areas, each its own user's small box around its own place; one
// comment published in each, one after another over real HTTP, each by the owner of the next
// area (an author is never told of their own comment, and each account stays in its quota).
// The first email of an area goes at once (the hour's batching starts after it), so each
// comment is one digest: latency = the .eml file's mtime - the publish response's arrival.
// Two runs per database: the comments back to back (about as fast as the API takes them: a
// burst, where the worker's throughput sets the latency) and paced, one every
// BENCH_ALERT_GAP_MS (100) ms (the latency of one alert).
const { randomBytes, randomUUID } = require('node:crypto');
const { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { withPostgresDatabase } = require('./common');

const dist = path.join(__dirname, '..', 'dist');
const { buildApp } = require(path.join(dist, 'app'));
const { loadConfig } = require(path.join(dist, 'config'));

const AREAS = Number(process.env.BENCH_ALERT_AREAS ?? 100);
/** The paced run's wait between publishes: each alert on its own, no queue in front of it. */
const PACED_GAP_MS = Number(process.env.BENCH_ALERT_GAP_MS ?? 100);
const TIMEOUT_MS = Number(process.env.BENCH_ALERT_TIMEOUT_MS ?? 60_000);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value) => `${value.toFixed(1)} ms`;
const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));

/** Where area i is: spread along the coast, far enough apart that no two boxes overlap. */
function placeOf(i) {
  return { lat: -28 - i * 0.05, lon: 153.4 - (i % 10) * 0.05 };
}

async function seed(app) {
  const weekAgo = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
  const now = new Date().toISOString();
  const owners = [];
  for (let i = 0; i < AREAS; i += 1) {
    const id = randomUUID();
    const email = `bench-owner-${i}-${randomBytes(3).toString('hex')}@example.com`;
    await app.db
      .insertInto('users')
      .values({ id, email, email_verified: 1, created_at: weekAgo, updated_at: now })
      .execute();
    const { lat, lon } = placeOf(i);
    await app.db
      .insertInto('watched_areas')
      .values({
        id: randomUUID(),
        user_id: id,
        name: `Bench area ${i}`,
        kind: 'view',
        west: lon - 0.01,
        south: lat - 0.01,
        east: lon + 0.01,
        north: lat + 0.01,
        feed_token: randomBytes(32).toString('base64url'),
        unsubscribe_token: randomBytes(32).toString('base64url'),
        created_at: now,
        updated_at: now,
      })
      .execute();
    owners.push({ id, email, token: app.accessTokens.issue(id).accessToken });
  }
  return owners;
}

/** The .eml files of the outbox not seen yet: recipient → file mtime. */
function newMails(outbox, seen) {
  let files;
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml') && !seen.has(name));
  } catch {
    return [];
  }
  const mails = [];
  for (const name of files) {
    const file = path.join(outbox, name);
    const raw = readFileSync(file, 'utf8');
    // The mailer writes each .eml whole (a temporary file and a rename): one seen is complete.
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim();
    seen.add(name);
    mails.push({ to, at: statSync(file).mtimeMs });
  }
  return mails;
}

async function run(label, env, gapMs) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-alerts-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    PORT: '0',
    ALERTS_WORKER: 'on',
    ...env,
  });
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    const owners = await seed(app);
    const outbox = path.join(dataDir, 'outbox');
    const seen = new Set();
    const publishedAt = new Map();

    for (let i = 0; i < AREAS; i += 1) {
      const { lat, lon } = placeOf(i);
      const author = owners[(i + 1) % AREAS];
      const res = await fetch(`${base}/api/marker`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
        body: JSON.stringify({
          coordinates: { lat, lon },
          fullAddress: `${i} Bench Street, Coastal Town QLD 4000, Australia`,
          region: 'Coastal Town',
          city: 'Coastal Town',
          country: 'Australia',
          unitNumber: '1',
          locationType: 'House',
          comment: `Bench comment ${i}: ${randomUUID()}`,
          photoUrls: [],
          mapSource: 'OPENSTREET',
          postcode: '4000',
        }),
      });
      const answeredAt = Date.now();
      if (res.status !== 200) throw new Error(`publish ${i}: ${res.status} ${await res.text()}`);
      publishedAt.set(owners[i].email, answeredAt);
      for (const mail of newMails(outbox, seen)) publishedAt.set(`${mail.to}#`, mail.at);
      if (gapMs > 0) await sleep(gapMs);
    }

    const until = Date.now() + TIMEOUT_MS;
    while (Date.now() < until) {
      for (const mail of newMails(outbox, seen)) publishedAt.set(`${mail.to}#`, mail.at);
      if (owners.every((owner) => publishedAt.has(`${owner.email}#`))) break;
      await sleep(20);
    }
    const inOrder = owners
      .filter((owner) => publishedAt.has(`${owner.email}#`))
      .map((owner) => publishedAt.get(`${owner.email}#`) - publishedAt.get(owner.email));
    const latencies = [...inOrder].sort((a, b) => a - b);
    const missing = AREAS - latencies.length;
    const pace = gapMs > 0 ? `one every ${gapMs} ms` : 'back to back';
    console.log(
      `[${label}, ${pace}] ${AREAS} comments → ${latencies.length} alert emails` +
        `${missing ? ` (${missing} missing after ${TIMEOUT_MS} ms)` : ''}; publish → .eml in the ` +
        `outbox: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `max ${ms(latencies[latencies.length - 1])} (ALERTS_POLL_MS ${config.alerts.pollMs})`,
    );
    if (missing) {
      process.exitCode = 1;
      const jobs = await app.db
        .selectFrom('alert_jobs')
        .select(['kind', 'attempts', 'last_error', 'done_at', 'failed_at', 'run_at'])
        .where('done_at', 'is', null)
        .execute();
      console.log(`[${label}] jobs not done:`, jobs.slice(0, 5), `files: ${seen.size}`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Alert latency: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`);
  for (const gapMs of [0, PACED_GAP_MS]) {
    await run('sqlite (embedded default)', {}, gapMs);
    await withPostgresDatabase('rentmap_alerts_bench', (url) =>
      run('postgres', { DATABASE_URL: url }, gapMs),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
