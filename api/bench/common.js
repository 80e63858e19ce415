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

module.exports = { POSTGRES_ADMIN_URL, random, withPostgresDatabase };
