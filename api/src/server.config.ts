import path from 'node:path';
import { Type } from 'typebox';
import {
  HTTP_URL_PATTERN,
  configPart,
  isHttpUrl,
  splitList,
  withoutTrailingSlashes,
} from './config-part';

/** Log levels pino understands; `silent` turns logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The repository root, whether this file runs from api/src (ts) or api/dist (js). */
export const REPO_ROOT = path.resolve(__dirname, '../..');

const KIB = 1024;
const MIB = 1024 * KIB;

/** An IP, a CIDR range, or one of proxy-addr's names for the usual private ranges. */
const PROXY_ADDRESS = '([0-9A-Fa-f:.]+(/\\d{1,3})?|loopback|linklocal|uniquelocal)';

/** The process: where it listens, where its state lives, what it logs and whom it trusts. */
export const serverConfig = configPart({
  title: 'Server',
  vars: {
    PORT: {
      schema: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
      expected: 'a TCP port number from 0 to 65535',
      doc: 'the HTTP port',
    },
    HOST: {
      schema: Type.String({ minLength: 1, pattern: '^[^\\s/]+$', default: '0.0.0.0' }),
      expected: 'a host name or IP address to listen on, e.g. 0.0.0.0 or 127.0.0.1',
      doc: 'the address to listen on',
    },
    DATA_DIR: {
      schema: Type.String({ minLength: 1, default: path.join(REPO_ROOT, 'data') }),
      expected: 'a folder path for the database and other files',
      doc: 'all state: the SQLite database (`rentmap.sqlite`), uploads, outboxes, generated keys; a relative path resolves against the working directory',
      shownDefault: '`<repo>/data`',
    },
    LOG_LEVEL: {
      schema: Type.Enum(LOG_LEVELS, { default: 'info' }),
      expected: `one of ${LOG_LEVELS.join(', ')}`,
      doc: 'the pino log level: `fatal` … `trace`, or `silent`',
    },
    PUBLIC_BASE_URL: {
      schema: Type.Optional(Type.String({ pattern: HTTP_URL_PATTERN })),
      expected: 'an http(s) URL such as https://rentmap.example.com',
      doc: "the public http(s) URL of the site: absolute links in mail, link previews and the sitemap; unset: `http://localhost:PORT` in mail, the request's host elsewhere",
    },
    BODY_LIMIT: {
      schema: Type.Integer({ minimum: KIB, maximum: 16 * MIB, default: MIB }),
      expected: `a request body limit in bytes from ${KIB} to ${16 * MIB}`,
      doc: 'the JSON body limit in bytes',
    },
    TRUST_PROXY: {
      schema: Type.String({
        pattern: `^(true|false|${PROXY_ADDRESS}(\\s*,\\s*${PROXY_ADDRESS})*)$`,
        default: 'false',
      }),
      expected:
        'true, false, or a comma-separated list of proxy IPs/CIDRs (e.g. loopback,10.0.0.0/8)',
      doc: "`true` or a list of proxy IPs/CIDRs (`loopback,10.0.0.0/8`) whose `X-Forwarded-*` headers are believed; set it behind a reverse proxy, or every client shares the proxy's rate limits",
    },
  },
  check: (env, mustBe) =>
    env.PUBLIC_BASE_URL && !isHttpUrl(env.PUBLIC_BASE_URL) ? [mustBe('PUBLIC_BASE_URL')] : [],
  read: (env, { cwd }: { cwd: string }) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    publicBaseUrl: withoutTrailingSlashes(env.PUBLIC_BASE_URL),
    bodyLimit: env.BODY_LIMIT,
    /** Whose X-Forwarded-* headers to believe: everyone (true), no one, or these proxies. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  }),
});

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return splitList(value);
}
