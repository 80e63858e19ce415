import path from 'node:path';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';

/** Log levels pino understands; `silent` turns logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The repository root, whether this file runs from api/src (ts) or api/dist (js). */
const REPO_ROOT = path.resolve(__dirname, '../..');

const KIB = 1024;
const MIB = 1024 * KIB;

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** An IP, a CIDR range, or one of proxy-addr's names for the usual private ranges. */
const PROXY_ADDRESS = '([0-9A-Fa-f:.]+(/\\d{1,3})?|loopback|linklocal|uniquelocal)';

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, pattern: '^[^\\s/]+$', default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: path.join(REPO_ROOT, 'data') }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' })),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  PUBLIC_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$' })),
  TILE_URL: Type.String({
    // An http(s) XYZ template with all three placeholders and nothing that could break out
    // of an attribute or URL in the browser.
    pattern: '^(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})https?://[^\\s"\'<>`\\\\]+$',
    default: DEFAULT_TILE_URL,
  }),
  TILE_ATTRIBUTION: Type.String({
    minLength: 1,
    maxLength: 500,
    default: DEFAULT_TILE_ATTRIBUTION,
  }),
  WEB_ROOT: Type.String({ minLength: 1, default: REPO_ROOT }),
  REMOTES_MANIFEST: Type.Optional(Type.String({ minLength: 1 })),
  BODY_LIMIT: Type.Integer({ minimum: KIB, maximum: 16 * MIB, default: MIB }),
  TRUST_PROXY: Type.String({
    pattern: `^(true|false|${PROXY_ADDRESS}(\\s*,\\s*${PROXY_ADDRESS})*)$`,
    default: 'false',
  }),
  CORS_ORIGINS: Type.Optional(
    Type.String({ pattern: '^https?://[^\\s,/]+(\\s*,\\s*https?://[^\\s,/]+)*$' }),
  ),
});
type Env = Static<typeof EnvSchema>;

/** What each variable must look like, for error messages a person can act on. */
const EXPECTED: Record<keyof Env, string> = {
  PORT: 'a TCP port number from 0 to 65535',
  HOST: 'a host name or IP address to listen on, e.g. 0.0.0.0 or 127.0.0.1',
  DATA_DIR: 'a folder path for the database and other files',
  DATABASE_URL: 'a PostgreSQL URL such as postgres://user:password@host:5432/rentmap',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  PUBLIC_BASE_URL: 'an http(s) URL such as https://rentmap.example.com',
  TILE_URL: 'an http(s) tile URL template containing {z}, {x} and {y}',
  TILE_ATTRIBUTION: 'the tile attribution, at most 500 characters, without scripts',
  WEB_ROOT: 'the folder that holds host/dist and <remote>/dist',
  REMOTES_MANIFEST: 'the path of the remotes manifest JSON file',
  BODY_LIMIT: `a request body limit in bytes from ${KIB} to ${16 * MIB}`,
  TRUST_PROXY:
    'true, false, or a comma-separated list of proxy IPs/CIDRs (e.g. loopback,10.0.0.0/8)',
  CORS_ORIGINS: 'a comma-separated list of origins such as https://app.example.com',
};

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  publicBaseUrl?: string;
  tileUrl: string;
  tileAttribution: string;
  webRoot: string;
  remotesManifestPath: string;
  bodyLimit: number;
  /** Whose X-Forwarded-* headers to believe: everyone (true), no one, or these proxies. */
  trustProxy: boolean | string[];
  /** Origins allowed to call the API from another origin; empty means same origin only. */
  corsOrigins: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

interface AjvError {
  instancePath: string;
}

/**
 * Reads and validates the configuration once. Throws ConfigError naming every bad variable
 * (never its value: it may be a secret).
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  const data: Record<string, string> = {};
  for (const name of Object.keys(EXPECTED)) {
    const value = source[name]?.trim();
    // An empty variable (`DATABASE_URL=` in an env file) means "not set".
    if (value) data[name] = value;
  }

  let env: Env;
  try {
    env = envSchema<Env>({ schema: structuredClone(EnvSchema), data, env: false });
  } catch (error) {
    throw new ConfigError(describeSchemaErrors(error));
  }

  const problems = extraChecks(env);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(cwd, env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'rentmap.sqlite') },
    logLevel: env.LOG_LEVEL,
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    tileUrl: env.TILE_URL,
    tileAttribution: env.TILE_ATTRIBUTION,
    webRoot: path.resolve(cwd, env.WEB_ROOT),
    remotesManifestPath: env.REMOTES_MANIFEST
      ? path.resolve(cwd, env.REMOTES_MANIFEST)
      : path.join(dataDir, 'remotes.json'),
    bodyLimit: env.BODY_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: splitList(env.CORS_ORIGINS),
  };
}

function describeSchemaErrors(error: unknown): string[] {
  const errors = (error as { errors?: AjvError[] }).errors;
  if (!Array.isArray(errors)) return [String(error)];
  const names = new Set(errors.map((e) => e.instancePath.replace(/^\//, '')));
  return [...names].map((name) =>
    name in EXPECTED
      ? `${name} must be ${EXPECTED[name as keyof Env]}.`
      : `The configuration is invalid (${name || 'environment'}).`,
  );
}

/** Rules JSON schema patterns express badly. */
function extraChecks(env: Env): string[] {
  const problems: string[] = [];
  // Leaflet renders the attribution as HTML: allow links, never scripts or event handlers.
  if (
    /<\s*(script|iframe|object|embed|style)|javascript:|\son[a-z]+\s*=/i.test(env.TILE_ATTRIBUTION)
  ) {
    problems.push(`TILE_ATTRIBUTION must be ${EXPECTED.TILE_ATTRIBUTION}.`);
  }
  for (const origin of splitList(env.CORS_ORIGINS)) {
    if (!isHttpUrl(origin)) problems.push(`CORS_ORIGINS must be ${EXPECTED.CORS_ORIGINS}.`);
  }
  if (env.PUBLIC_BASE_URL && !isHttpUrl(env.PUBLIC_BASE_URL)) {
    problems.push(`PUBLIC_BASE_URL must be ${EXPECTED.PUBLIC_BASE_URL}.`);
  }
  return [...new Set(problems)];
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function splitList(value: string | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return splitList(value);
}
