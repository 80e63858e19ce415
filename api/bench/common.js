// What the benchmark scripts share: a deterministic random sequence and a throw-away
// PostgreSQL database.
//
// PostgreSQL: BENCH_POSTGRES_URL (a server where the user may create databases; default
// postgres://postgres@127.0.0.1:5432/postgres).

const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A small deterministic generator (LCG) in [0, 1): the same seed gives the same draws. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Runs `work(url)` on a fresh PostgreSQL database named `<prefix>_<pid>`, dropped afterwards;
 * when the server is unreachable, says so and skips `work`.
 */
async function withPostgresDatabase(prefix, work) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n[postgres] skipped: not reachable at ${POSTGRES_ADMIN_URL} (${error.message})`);
    return;
  }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------
// Figures and the summary table: each bench keeps its own (figures()).

/** Summary rows in print order (label, target, one cell per database) and the missed targets. */
function figures() {
  const misses = [];
  const summary = new Map();
  return {
    misses,
    summary,
    note(key, label, db, text, target = '') {
      if (!summary.has(key)) summary.set(key, { label, target, cells: {} });
      summary.get(key).cells[db] = text;
    },
    judge(db, what, ok) {
      if (!ok) misses.push(`[${db}] ${what}`);
      return ok ? 'ok' : 'MISSED';
    },
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** n, p50, p95, p99, max and mean of a list of timings. */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

module.exports = { POSTGRES_ADMIN_URL, random, withPostgresDatabase, figures, stats };
