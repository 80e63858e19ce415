/**
 * Account benchmarks on this machine: argon2id hash and verify time (p50/p95)
 * and sign-in throughput through the real app (HTTP, autocannon).
 *
 *   pnpm --filter api bench        # builds dist first
 *
 * The sign-in load comes through X-Forwarded-For addresses and many accounts (TRUST_PROXY),
 * so the per-IP and per-account rate limits do not turn the run into a 429 benchmark.
 */
const { randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir, cpus } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { buildApp } = require('../dist/app');
const { loadConfig } = require('../dist/config');
const { hashPassword, verifyPassword, ARGON2_OPTIONS } = require('../dist/modules/auth/passwords');

const HASH_SAMPLES = Number(process.env.BENCH_HASH_SAMPLES ?? 40);
const LOGIN_SECONDS = Number(process.env.BENCH_LOGIN_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ACCOUNTS = 400;
const PASSWORD = 'bench correct horse';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeEach(count, work) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await work(i);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const ms = (value) => `${value.toFixed(1)} ms`;

async function benchArgon2() {
  await hashPassword('warm-up');
  const hashes = await timeEach(HASH_SAMPLES, (i) => hashPassword(`password-${i}`));
  const stored = await hashPassword(PASSWORD);
  const verifies = await timeEach(HASH_SAMPLES, () => verifyPassword(stored, PASSWORD));
  const misses = await timeEach(HASH_SAMPLES, () => verifyPassword(null, PASSWORD));
  console.log(
    `argon2id (m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}), ${HASH_SAMPLES} samples each`,
  );
  for (const [name, samples] of [
    ['hash', hashes],
    ['verify (known account)', verifies],
    ['verify (unknown account, dummy hash)', misses],
  ]) {
    console.log(
      `  ${name.padEnd(38)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}`,
    );
  }
  return stored;
}

async function benchLogin(storedHash) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rentmap-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await buildApp(config);
  try {
    const now = new Date().toISOString();
    const emails = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const email = `bench-${i}-${randomUUID().slice(0, 8)}@example.com`;
      emails.push(email);
      await app.db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email,
          password_hash: storedHash,
          email_verified: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();

    let n = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: LOGIN_SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ identifier: emails[n % ACCOUNTS], password: PASSWORD }),
            };
          },
        },
      ],
    });
    const ok = result['2xx'];
    const total = ok + result.non2xx;
    console.log(
      `login (POST /api/auth/login, ${config.database.kind}, ${CONNECTIONS} connections, ${LOGIN_SECONDS} s, ${cpus().length} CPUs)`,
    );
    console.log(
      `  ${(ok / LOGIN_SECONDS).toFixed(1)} successful sign-ins/s (${ok} of ${total} answers 2xx)` +
        `  latency p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms`,
    );
    if (result.non2xx > 0) console.log(`  non-2xx answers: ${result.non2xx}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const stored = await benchArgon2();
  await benchLogin(stored);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
