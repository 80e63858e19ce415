/**
 * Property-based fuzzing over the served OpenAPI document: for every operation, malformed
 * requests (wrong types, missing fields, huge and hostile texts, NUL bytes, lone surrogates,
 * non-finite and absurd numbers, broken JSON and multipart, wrong content types, bogus path
 * params, garbage Authorization), anonymous and as a real signed-in user, against the API in
 * its own process (so a hang is a time-out here, not a stuck test). Runs on SQLite and on
 * PostgreSQL like every file. FUZZ_RUNS (default 3000 per database), FUZZ_SEED,
 * FUZZ_TIMEOUT_MS (2000); `pnpm --filter api fuzz` sends many more.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { makeModerator } from '../src/scripts/make-moderator';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { GoogleStandIn } from './helpers/google-stand-in';
import { codeIn, parseMail } from './helpers/outbox';
import { newCommentPayload } from './factories/marker-comment.factory';
import { startTileServer, type TileServer } from './helpers/tile-server';
import { operationsOf, requestsFor, type FuzzRequest } from './fuzz/requests';
import {
  CLOSED_ON_OVERSIZED_BODY,
  judge,
  send,
  startAppProcess,
  type Answer,
  type AppProcess,
} from './fuzz/runner';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 2000);
const CONCURRENCY = 4;
/** The API's request body limit in this run (BODY_LIMIT, its default). */
const BODY_LIMIT = 1024 * 1024;

jest.setTimeout(Math.max(120_000, RUNS * 150));

interface Failure {
  kind: string;
  request: string;
  status?: number;
  body?: string;
}

describe(`fuzzing every operation in the OpenAPI document (${TEST_DIALECT})`, () => {
  let database: TestDatabase;
  let tiles: TileServer;
  const google = new GoogleStandIn();
  let api: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    tiles = await startTileServer();
    await google.start();
    dataDir = database.env.DATA_DIR!;
    api = await startAppProcess({
      ...database.env,
      LOG_LEVEL: 'error',
      BODY_LIMIT: String(BODY_LIMIT),
      TRUST_PROXY: 'true',
      GEOCODER: 'offline',
      TILE_URL: tiles.template,
      GOOGLE_CLIENT_ID: 'fuzz-client',
      GOOGLE_API_BASE_URL: google.baseUrl,
    });
  });

  afterAll(async () => {
    await api?.kill();
    await google.stop();
    await tiles?.close();
    await database?.drop();
  });

  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const answer = await send(
      api.port,
      {
        method,
        url,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      },
      10_000,
    );
    if (typeof answer === 'string' || 'error' in answer)
      throw new Error(`${url}: ${String(answer)}`);
    return { status: answer.status, json: JSON.parse(answer.body.toString()) };
  };

  /** A user made the way people make one: register, the emailed code, sign in. */
  async function signUp(email = 'fuzz@example.com', username = 'fuzzer'): Promise<string> {
    const password = 'a long enough passphrase 42';
    const registered = await call('POST', '/api/auth/register', {
      email,
      password,
      username,
    });
    expect(registered.status).toBe(201);
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      const files = await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith('.eml'))) {
        const mail = parseMail(await readFile(path.join(dataDir, 'outbox', file), 'utf8'));
        if (mail.to.includes(email)) code = codeIn(mail);
      }
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await call('POST', '/api/auth/verify-email', { email, code })).status).toBe(200);
    const login = await call('POST', '/api/auth/login', { identifier: email, password });
    expect(login.status).toBe(200);
    return login.json.data.accessToken as string;
  }

  it('answers every malformed request in time, in the error shape, never with a 5xx', async () => {
    const document = (await call('GET', '/api/docs/json')).json;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(15);
    const accessToken = await signUp();
    // A moderator too, so the moderation routes are fuzzed past their 403.
    const quiet = { log: () => undefined, error: () => undefined };
    expect(await makeModerator(['fuzz@example.com'], database.env, quiet)).toBe(0);
    // Rows for path parameters to name: a comment of the fuzzing user with another account's
    // notice on it, and a comment of that other account.
    const other = await signUp('fuzz-other@example.com', 'fuzz_other');
    const saved = async (token: string) => {
      const answer = await call('POST', '/api/marker', newCommentPayload(), token);
      expect(answer.status).toBe(200);
      return answer.json.data as { id: string; comment: string };
    };
    const own = await saved(accessToken);
    const others = await saved(other);
    const filed = await call(
      'POST',
      `/api/marker/marker-comments/${own.id}/notices`,
      {
        role: 'landlord',
        reason: 'other',
        quote: own.comment.slice(0, 12),
        explanation: 'A notice for the fuzzer to answer',
      },
      other,
    );
    expect(filed.status).toBe(200);
    const knownIds = [own.id, others.id, filed.json.data.id as string];
    const images = [
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .jpeg()
        .toBuffer(),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a' } })
        .png()
        .toBuffer(),
    ];

    // Every operation gets its share; the order is mixed so that no route runs alone.
    const perOperation = Math.ceil(RUNS / operations.length);
    const requests: FuzzRequest[] = fc.sample(
      fc.shuffledSubarray(
        operations.flatMap((operation) =>
          fc.sample(requestsFor(operation, accessToken, images, knownIds), {
            numRuns: perOperation,
            seed: SEED,
          }),
        ),
        { minLength: perOperation * operations.length },
      ),
      { numRuns: 1, seed: SEED },
    )[0]!;

    const figures = {
      requests: 0,
      serverErrors: 0,
      badShape: 0,
      leaks: 0,
      timeouts: 0,
      noAnswer: 0,
      /** Refused unread with the connection closed, as RFC 9110 allows: counted, not failed. */
      closedOnOversizedBody: 0,
      healthFailures: 0,
      healthChecks: 0,
    };
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();

    // /api/health must answer throughout.
    let fuzzing = true;
    const health = (async () => {
      while (fuzzing) {
        const answer = await send(
          api.port,
          { method: 'GET', url: '/api/health', headers: {} },
          TIMEOUT_MS,
        );
        figures.healthChecks += 1;
        if (typeof answer === 'string' || 'error' in answer || answer.status !== 200)
          figures.healthFailures += 1;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();

    const describeRequest = (r: FuzzRequest) =>
      `${r.method} ${r.url.slice(0, 200)} [${r.auth}] ${r.headers['content-type'] ?? ''} ${r.body ? r.body.subarray(0, 200).toString('latin1') : ''}`;
    let next = 0;
    const worker = async () => {
      // A server that stopped answering (a hang) makes every later request a time-out: stop.
      while (next < requests.length && figures.timeouts < 10) {
        const request = requests[next++]!;
        const answer = await send(api.port, request, TIMEOUT_MS, BODY_LIMIT);
        figures.requests += 1;
        if (answer === 'timeout') {
          figures.timeouts += 1;
          failures.push({ kind: 'timeout', request: describeRequest(request) });
          continue;
        }
        if ('error' in answer && answer.error === CLOSED_ON_OVERSIZED_BODY) {
          figures.closedOnOversizedBody += 1;
          continue;
        }
        if ('error' in answer) {
          figures.noAnswer += 1;
          failures.push({ kind: `no answer (${answer.error})`, request: describeRequest(request) });
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const verdict = judge(answer as Answer);
        if (verdict === 'ok') continue;
        if (verdict === 'serverError') figures.serverErrors += 1;
        if (verdict === 'badShape') figures.badShape += 1;
        if (verdict === 'leak') figures.leaks += 1;
        failures.push({
          kind: verdict,
          request: describeRequest(request),
          status: answer.status,
          body: answer.body.subarray(0, 300).toString(),
        });
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    fuzzing = false;
    await health;

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz ${TEST_DIALECT}: seed ${SEED}, ${operations.length} operations, ${figures.requests} requests in ${seconds} s — ` +
        `5xx ${figures.serverErrors}, non-error-shape ${figures.badShape}, echoes ${figures.leaks}, ` +
        `time-outs ${figures.timeouts}, no answer ${figures.noAnswer}, closed on an oversized body ${figures.closedOnOversizedBody}, health ${figures.healthChecks - figures.healthFailures}/${figures.healthChecks}; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}` +
        (failures.length
          ? `\nfirst failures:\n${failures
              .slice(0, 15)
              .map((f) => JSON.stringify(f))
              .join('\n')}`
          : ''),
    );

    expect({ ...figures, failures: failures.slice(0, 10) }).toEqual({
      ...figures,
      serverErrors: 0,
      badShape: 0,
      leaks: 0,
      timeouts: 0,
      noAnswer: 0,
      healthFailures: 0,
      requests: requests.length,
      failures: [],
    });
  });
});
