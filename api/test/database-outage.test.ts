import { writeFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { isDependencyUnavailable } from '../src/errors';
import { toFailure } from '../src/http/error-handler';
import { newCommentPayload } from './factories/marker-comment.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { TcpProxy } from './helpers/tcp-proxy';
import { startTestApp, useTestApp, type TestApp } from './helpers/test-app';

const LIST_URL = '/api/marker/marker-comments/list';

// Short time-outs keep the file fast; the defaults are a few seconds each.
const TIME_OUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_STATEMENT_TIMEOUT_MS: '1000',
  DATABASE_QUERY_TIMEOUT_MS: '1500',
};
/** The longest a request may take to be refused while the database is away. */
const ANSWER_BOUND_MS = 5000;
/** The longest the API may take to serve again once the database is back. */
const RECOVERY_BOUND_MS = 5000;

/** Measured figures, written to the file OUTAGE_FIGURES names (kept quiet otherwise). */
const figures: Record<string, number> = {};
afterAll(() => {
  const file = process.env.OUTAGE_FIGURES;
  if (file && Object.keys(figures).length > 0) {
    writeFileSync(file, `${JSON.stringify({ dialect: TEST_DIALECT, ...figures })}\n`, {
      flag: 'a',
    });
  }
});

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

function expectUnavailable(response: LightMyRequestResponse): void {
  expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
    status: 503,
    body: { success: false, code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('what counts as a database that cannot be reached', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', coded('read ECONNRESET', 'ECONNRESET')],
    ['a refusal on every address', new AggregateError([coded('refused', 'ECONNREFUSED')])],
    ['a server shutting down', coded('terminating connection', '57P01')],
    ['a statement past statement_timeout', coded('canceling statement', '57014')],
    ['a connection exception', coded('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['no answer in time', new Error('Query read timeout')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a connect time-out',
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ],
    ['a locked SQLite database', coded('database is locked', 'SQLITE_BUSY')],
  ])('%s is 503 SERVICE_UNAVAILABLE', (_, error) => {
    expect(toFailure(error)).toEqual({
      statusCode: 503,
      body: { success: false, code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
    });
  });

  it.each([
    ['a bug', new Error('connection to 10.0.0.5 refused')],
    ['a unique violation', coded('duplicate key value', '23505')],
    ['a wrong query', coded('syntax error', '42601')],
  ])('%s stays 500 INTERNAL_ERROR', (_, error) => {
    expect(toFailure(error).statusCode).toBe(500);
  });
});

if (TEST_DIALECT === 'postgres') {
  describe('PostgreSQL that resets, goes silent, refuses and comes back', () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let t: TestApp;
    // Several authors take turns, so no one reaches the hourly publishing quota.
    const authors: SignedInUser[] = [];
    let turn = 0;

    beforeAll(async () => {
      database = await createTestDatabase();
      const direct = new URL(database.env.DATABASE_URL!);
      proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(direct);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      t = await startTestApp({
        env: {
          ...TIME_OUTS,
          DATABASE_URL: viaProxy.toString(),
          // The alert worker polls the database all along: it must live through it too.
          ALERTS_WORKER: 'on',
          ALERTS_POLL_MS: '200',
        },
      });
      for (let i = 0; i < 8; i += 1) authors.push(await createSignedInUser(t));
    });

    afterAll(async () => {
      await t?.close();
      await proxy?.close();
      await database?.drop();
    });

    const list = () => t.app.inject({ method: 'GET', url: LIST_URL });
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: bearer(authors[0]!.accessToken),
      });
    const publish = () => {
      turn += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/marker',
        headers: bearer(authors[turn % authors.length]!.accessToken),
        payload: newCommentPayload(),
      });
    };
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    const connectionFailures = () =>
      t.logs.filter((line) => line.msg === 'A database connection failed; it will be replaced')
        .length;

    /** Every kind of request, several at once (more than the pool holds), each timed. */
    /** Every answer a 503 within the bound, the health check's naming the database. */
    function expectQuickOutage(
      answers: Array<Awaited<ReturnType<typeof everyRequest>>[number]>,
      figure: 'silent' | 'refused',
    ) {
      for (const { result, ms } of answers) {
        expectUnavailable(result);
        expect(ms).toBeLessThan(ANSWER_BOUND_MS);
      }
      const healthAnswer = answers.find((answer) => answer.kind === 'health')!.result;
      expect(healthAnswer.json()).toMatchObject({ message: 'The database is not reachable.' });
      figures[`${figure}MaxMs`] = Math.max(...answers.map((answer) => answer.ms));
      figures[`${figure}MedianMs`] = median(answers.map((answer) => answer.ms));
    }

    async function everyRequest() {
      const kinds = { list, me, publish };
      const runs = Object.entries(kinds).flatMap(([kind, send]) =>
        Array.from({ length: 4 }, async () => ({ kind, ...(await timed(send)) })),
      );
      return Promise.all([...runs, timed(health).then((run) => ({ kind: 'health', ...run }))]);
    }

    it('serves through the proxy', async () => {
      const answers = await everyRequest();
      for (const { kind, result } of answers) {
        expect({ kind, status: result.statusCode }).toEqual({ kind, status: 200 });
      }
      expect(proxy.connections).toBeGreaterThan(1);
    });

    it('lives through connections reset while idle and while held by a transaction', async () => {
      const before = connectionFailures();
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let resume!: () => void;
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      const transaction = t.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        holding();
        await resumed;
        await sql`select 1`.execute(trx);
      });
      const outcome = transaction.then(
        () => null,
        (error: unknown) => error,
      );
      await held;

      proxy.resetAll();
      await new Promise((resolve) => setTimeout(resolve, 200));
      resume();

      const error = await outcome;
      expect(error).toBeInstanceOf(Error);
      expect(isDependencyUnavailable(error)).toBe(true);
      // The held connection and the idle ones each reported their reset instead of throwing.
      expect(connectionFailures()).toBeGreaterThan(before + 1);
      // The pool opened new connections for the next requests.
      for (const { kind, result } of await everyRequest()) {
        expect({ kind, status: result.statusCode }).toEqual({ kind, status: 200 });
      }
    });

    it('answers 503 with Retry-After within seconds while the database is silent', async () => {
      proxy.silence();
      // Twice: first on the pooled connections gone quiet, then on new ones never answered.
      const answers = [...(await everyRequest()), ...(await everyRequest())];
      expectQuickOutage(answers, 'silent');
    });

    it('answers 503 with Retry-After at once while the database refuses', async () => {
      await proxy.refuse();
      const answers = await everyRequest();
      expectQuickOutage(answers, 'refused');
    });

    it('serves again by itself as soon as the database is back', async () => {
      await proxy.forward();
      const { ms } = await timed(async () => {
        const until = Date.now() + RECOVERY_BOUND_MS;
        while ((await list()).statusCode !== 200) {
          if (Date.now() > until) throw new Error('The API did not recover in time');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      figures.recoveryMs = ms;
      for (const { kind, result } of await everyRequest()) {
        expect({ kind, status: result.statusCode }).toEqual({ kind, status: 200 });
      }
      expect((await health()).json()).toMatchObject({
        data: { status: 'ok', database: 'ok', redis: 'off' },
      });
    });

    it('serves again by itself after a silence that ends without a reset', async () => {
      proxy.silence();
      for (const { result } of await everyRequest()) expectUnavailable(result);
      await proxy.forward();
      // Pooled connections that went quiet stay quiet: each is dropped at its first use.
      const { ms } = await timed(async () => {
        const until = Date.now() + RECOVERY_BOUND_MS;
        for (;;) {
          const answers = await everyRequest();
          if (answers.every(({ result }) => result.statusCode === 200)) return;
          if (Date.now() > until) throw new Error('The API did not recover in time');
        }
      });
      figures.recoveryAfterSilenceMs = ms;
      // Nothing was logged as an internal error: every failure was a 503.
      expect(t.logs.filter((line) => line.msg === 'Request failed')).toEqual([]);
    });
  });
} else {
  describe('SQLite locked by another connection', () => {
    const t = useTestApp();

    it('answers a write 503 with Retry-After, not 500', async () => {
      const author = await createSignedInUser(t);
      const other = new SqliteDatabase(`${t.config.dataDir}/rentmap.sqlite`);
      try {
        other.exec('begin immediate');
        const { result, ms } = await timed(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/marker',
            headers: bearer(author.accessToken),
            payload: newCommentPayload(),
          }),
        );
        expectUnavailable(result);
        figures.busyMs = ms;
      } finally {
        other.close();
      }
      // Reads never wait for a writer in WAL mode, and writes work once the lock is gone.
      expect((await t.app.inject({ method: 'GET', url: LIST_URL })).statusCode).toBe(200);
    }, 15_000);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
