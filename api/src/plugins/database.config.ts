import path from 'node:path';
import { Type } from 'typebox';
import { configPart } from '../config-part';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Waiting for a connection: a free one in the pool, or connecting a new one. */
      connectTimeoutMs: number;
      /** The server's own statement_timeout; 0: none. */
      statementTimeoutMs: number;
      /**
       * The API's own wait for an answer; 0: forever. A server that went silent (hung, failing
       * over, a stuck proxy) enforces no statement_timeout, so only this ends the wait.
       */
      queryTimeoutMs: number;
      idleTimeoutMs: number;
      keepAliveMs: number;
    };

/** SQLite in DATA_DIR, or PostgreSQL with the time-outs that keep a request from hanging. */
export const databaseConfig = configPart({
  title: 'Database',
  vars: {
    DATABASE_URL: {
      schema: Type.Optional(Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' })),
      expected: 'a PostgreSQL URL such as postgres://user:password@host:5432/rentmap',
      doc: '`postgres://…` switches to PostgreSQL; unset: SQLite in `DATA_DIR`',
    },
    DATABASE_CONNECT_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
      expected:
        'how long a request waits for a PostgreSQL connection (a free one in the pool or a new one), in milliseconds from 100 to 600000',
      doc: 'the wait for a connection: a free one in the pool (10 at most) or a new one',
    },
    DATABASE_STATEMENT_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 5000 }),
      expected: "PostgreSQL's statement_timeout in milliseconds, from 0 (none) to 3600000",
      doc: "PostgreSQL's `statement_timeout`, sent when connecting; `0`: none (with pgbouncer, unless it ignores that parameter)",
    },
    DATABASE_QUERY_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 6000 }),
      expected:
        'how long the API waits for a PostgreSQL answer before dropping the connection, in milliseconds from 0 (forever) to 3600000, and longer than DATABASE_STATEMENT_TIMEOUT_MS',
      doc: "the API's own wait for an answer, longer than the statement time-out (a silent server enforces none); the connection is then dropped; `0`: forever",
    },
    DATABASE_IDLE_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 10_000 }),
      expected:
        'how long an unused PostgreSQL connection stays open, in milliseconds from 1000 to 3600000',
      doc: 'an unused connection is closed after this',
    },
    DATABASE_KEEPALIVE_MS: {
      schema: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 10_000 }),
      expected:
        'idle milliseconds before TCP keep-alive probes on a PostgreSQL connection, from 1000 to 3600000',
      doc: 'idle time before TCP keep-alive probes, so a connection a firewall forgot fails instead of hanging',
    },
  },
  check(env, mustBe) {
    // The server's statement_timeout must fire first: its error leaves the connection usable,
    // while the API giving up first drops the connection of a merely slow query.
    const { DATABASE_STATEMENT_TIMEOUT_MS: statement, DATABASE_QUERY_TIMEOUT_MS: query } = env;
    return statement > 0 && query > 0 && query <= statement
      ? [mustBe('DATABASE_QUERY_TIMEOUT_MS')]
      : [];
  },
  read(env, { dataDir }) {
    const database: DatabaseConfig = env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
          idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
          keepAliveMs: env.DATABASE_KEEPALIVE_MS,
        }
      : { kind: 'sqlite', file: path.join(dataDir, 'rentmap.sqlite') };
    return { database };
  },
});
