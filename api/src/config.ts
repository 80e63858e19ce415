import path from 'node:path';
import envSchema from 'env-schema';
import { isSupportedCountry } from 'libphonenumber-js';
import { APP_VERSION, DEFAULT_TILES, GEO_LIMITS, LIMITS } from 'shared/contract';
import { Type, type Static } from 'typebox';

/** Log levels pino understands; `silent` turns logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The repository root, whether this file runs from api/src (ts) or api/dist (js). */
const REPO_ROOT = path.resolve(__dirname, '../..');

const KIB = 1024;
const MIB = 1024 * KIB;
const DAY = 24 * 60 * 60;

/** Where uploaded photos are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
export const STORAGE_DRIVERS = ['local', 's3'] as const;

/** The public OpenStreetMap Nominatim server: its usage policy allows 1 request per second. */
const PUBLIC_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const GEOCODER_PROVIDERS = ['auto', 'nominatim', 'offline'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

/** An IP, a CIDR range, or one of proxy-addr's names for the usual private ranges. */
const PROXY_ADDRESS = '([0-9A-Fa-f:.]+(/\\d{1,3})?|loopback|linklocal|uniquelocal)';

/**
 * Where browsers' Web Push subscriptions point today: Chrome, Edge (FCM for Chromium; WNS for
 * Edge on Windows), Firefox (Mozilla autopush) and Safari (Apple).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, pattern: '^[^\\s/]+$', default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: path.join(REPO_ROOT, 'data') }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' })),
  DATABASE_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
  DATABASE_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 5000 }),
  DATABASE_QUERY_TIMEOUT_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 6000 }),
  DATABASE_IDLE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 10_000 }),
  DATABASE_KEEPALIVE_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 10_000 }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  PUBLIC_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$' })),
  TILE_URL: Type.String({
    // An http(s) XYZ template with all three placeholders and nothing that could break out
    // of an attribute or URL in the browser.
    pattern: '^(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})https?://[^\\s"\'<>`\\\\]+$',
    default: DEFAULT_TILES.tileUrl,
  }),
  TILE_ATTRIBUTION: Type.String({
    minLength: 1,
    maxLength: 500,
    default: DEFAULT_TILES.tileAttribution,
  }),
  STORAGE_DRIVER: Type.Enum(STORAGE_DRIVERS, { default: 'local' }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$' })),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_REGION: Type.String({ pattern: '^[a-z0-9-]{1,50}$', default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  S3_FORCE_PATH_STYLE: Type.Enum(['true', 'false'], { default: 'false' }),
  PHOTO_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s?#"\'<>]+$' })),
  UPLOAD_GRACE_SECONDS: Type.Integer({ minimum: 60, maximum: 30 * 86_400, default: 86_400 }),
  UPLOAD_CLEANUP_INTERVAL_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 3_600 }),
  UPLOAD_ORPHAN_GRACE_SECONDS: Type.Integer({ minimum: 60, maximum: 30 * 86_400, default: 3_600 }),
  STATIC_MAP_CACHE_MAX_BYTES: Type.Integer({ minimum: 0, maximum: 2 ** 40, default: 200 * MIB }),
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
  REMOTE_ORIGINS: Type.Optional(
    Type.String({ pattern: '^https?://[^\\s,/]+(\\s*,\\s*https?://[^\\s,/]+)*$' }),
  ),
  GEOCODER: Type.Enum(GEOCODER_PROVIDERS, { default: 'auto' }),
  GEOCODER_URL: Type.String({
    pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
    default: PUBLIC_NOMINATIM_URL,
  }),
  GEOCODER_USER_AGENT: Type.Optional(
    Type.String({ minLength: 3, maxLength: 200, pattern: '^[\\x20-\\x7e]+$' }),
  ),
  GEOCODER_MIN_INTERVAL_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
  GEOCODER_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 30_000, default: 2500 }),
  // Seconds; 7 days by default, at most 90.
  GEOCODER_CACHE_TTL: Type.Integer({ minimum: 60, maximum: 7_776_000, default: 604_800 }),
  GEOCODER_RESULT_LIMIT: Type.Integer({
    minimum: 1,
    maximum: GEO_LIMITS.maxSearchResultLimit,
    default: LIMITS.searchResultLimit,
  }),
  GEOCODER_LANGUAGE: Type.String({
    pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?(\\s*,\\s*[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?)*$',
    default: 'en',
  }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, maxLength: 512 })),
  ACCESS_TOKEN_TTL: Type.Integer({ minimum: 5, maximum: 900, default: 900 }),
  REFRESH_TOKEN_TTL: Type.Integer({ minimum: 3600, maximum: 90 * DAY, default: 30 * DAY }),
  SESSION_REFRESH_TOKEN_TTL: Type.Integer({ minimum: 300, maximum: 7 * DAY, default: DAY / 2 }),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{1,200}$' })),
  GOOGLE_API_BASE_URL: Type.String({
    pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
    default: 'https://www.googleapis.com',
  }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$' })),
  REDIS_KEY_PREFIX: Type.String({ pattern: '^[A-Za-z0-9:._-]{1,64}$', default: 'rentmap:' }),
  REDIS_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
  REDIS_COMMAND_TIMEOUT_MS: Type.Integer({ minimum: 50, maximum: 600_000, default: 1000 }),
  MAIL_FROM: Type.String({
    minLength: 3,
    maxLength: 200,
    pattern: '^[^\\r\\n]+$',
    default: 'RentMap <no-reply@rentmap.localhost>',
  }),
  ALERTS_WORKER: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
  ALERTS_POLL_MS: Type.Integer({ minimum: 50, maximum: 60_000, default: 1000 }),
  VAPID_PUBLIC_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{80,100}$' })),
  VAPID_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{40,50}$' })),
  VAPID_SUBJECT: Type.Optional(
    Type.String({ pattern: '^(mailto:[^\\s@]+@[^\\s@]+|https://[^\\s]+)$' }),
  ),
  PUSH_SERVICE_HOSTS: Type.String({
    pattern: '^[A-Za-z0-9.-]+(,[A-Za-z0-9.-]+)*$',
    maxLength: 1000,
    default: DEFAULT_PUSH_SERVICE_HOSTS.join(','),
  }),
  SMS_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  SMS_API_KEY: Type.Optional(
    Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\r\\n]+$' }),
  ),
  SMS_FROM: Type.String({ pattern: '^[A-Za-z0-9+]{1,15}$', default: 'RentMap' }),
  SMS_COUNTRIES: Type.String({ pattern: '^[A-Za-z]{2}(\\s*,\\s*[A-Za-z]{2})*$', default: 'AU' }),
  SMS_HOURLY_BUDGET: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 100 }),
});
type Env = Static<typeof EnvSchema>;

/** What each variable must look like, for error messages a person can act on. */
const EXPECTED: Record<keyof Env, string> = {
  PORT: 'a TCP port number from 0 to 65535',
  HOST: 'a host name or IP address to listen on, e.g. 0.0.0.0 or 127.0.0.1',
  DATA_DIR: 'a folder path for the database and other files',
  DATABASE_URL: 'a PostgreSQL URL such as postgres://user:password@host:5432/rentmap',
  DATABASE_CONNECT_TIMEOUT_MS:
    'how long a request waits for a PostgreSQL connection (a free one in the pool or a new one), in milliseconds from 100 to 600000',
  DATABASE_STATEMENT_TIMEOUT_MS:
    "PostgreSQL's statement_timeout in milliseconds, from 0 (none) to 3600000",
  DATABASE_QUERY_TIMEOUT_MS:
    'how long the API waits for a PostgreSQL answer before dropping the connection, in milliseconds from 0 (forever) to 3600000, and longer than DATABASE_STATEMENT_TIMEOUT_MS',
  DATABASE_IDLE_TIMEOUT_MS:
    'how long an unused PostgreSQL connection stays open, in milliseconds from 1000 to 3600000',
  DATABASE_KEEPALIVE_MS:
    'idle milliseconds before TCP keep-alive probes on a PostgreSQL connection, from 1000 to 3600000',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  PUBLIC_BASE_URL: 'an http(s) URL such as https://rentmap.example.com',
  TILE_URL: 'an http(s) tile URL template containing {z}, {x} and {y}',
  TILE_ATTRIBUTION: 'the tile attribution, at most 500 characters, without scripts',
  STORAGE_DRIVER: `where photos are stored: ${STORAGE_DRIVERS.join(' or ')}`,
  S3_ENDPOINT: 'the http(s) URL of an S3-compatible service (leave unset for AWS)',
  S3_BUCKET: 'an S3 bucket name (lower case letters, digits, dots and dashes)',
  S3_REGION: 'an S3 region such as us-east-1',
  S3_ACCESS_KEY_ID: 'the S3 access key id (set together with S3_SECRET_ACCESS_KEY)',
  S3_SECRET_ACCESS_KEY: 'the S3 secret access key (set together with S3_ACCESS_KEY_ID)',
  S3_FORCE_PATH_STYLE: 'true or false (true for most self-hosted S3-compatible servers)',
  PHOTO_BASE_URL: 'an http(s) URL photos are served from, such as https://cdn.example.com/photos',
  UPLOAD_GRACE_SECONDS: 'seconds an uploaded photo may stay unattached, from 60 to 2592000',
  UPLOAD_CLEANUP_INTERVAL_SECONDS: 'seconds between clean-ups of unattached photos (1 to 86400)',
  UPLOAD_ORPHAN_GRACE_SECONDS:
    'seconds a stored photo file without a database row is kept, from 60 to 2592000',
  STATIC_MAP_CACHE_MAX_BYTES: `the static map disk cache's size cap in bytes, from 0 to ${2 ** 40}`,
  WEB_ROOT: 'the folder that holds host/dist and <remote>/dist',
  REMOTES_MANIFEST: 'the path of the remotes manifest JSON file',
  BODY_LIMIT: `a request body limit in bytes from ${KIB} to ${16 * MIB}`,
  TRUST_PROXY:
    'true, false, or a comma-separated list of proxy IPs/CIDRs (e.g. loopback,10.0.0.0/8)',
  CORS_ORIGINS: 'a comma-separated list of origins such as https://app.example.com',
  REMOTE_ORIGINS:
    'a comma-separated list of origins remotes may load from, such as https://cdn.example.com',
  GEOCODER: `one of ${GEOCODER_PROVIDERS.join(', ')}`,
  GEOCODER_URL: 'the http(s) base URL of a Nominatim-compatible geocoding service',
  GEOCODER_USER_AGENT: 'a User-Agent of printable ASCII, 3 to 200 characters',
  GEOCODER_MIN_INTERVAL_MS:
    'the minimum milliseconds between upstream geocoder requests, from 0 to 60000 (at least 1000 for the public Nominatim server)',
  GEOCODER_TIMEOUT_MS: 'the upstream geocoder time-out in milliseconds, from 100 to 30000',
  GEOCODER_CACHE_TTL: 'how long geocoder answers are cached, in seconds from 60 to 7776000',
  GEOCODER_RESULT_LIMIT: `the number of search results, from 1 to ${GEO_LIMITS.maxSearchResultLimit}`,
  GEOCODER_LANGUAGE: 'an Accept-Language list such as en or en-AU, en',
  JWT_SECRET: 'a random secret of 32 to 512 characters (e.g. openssl rand -base64 48)',
  ACCESS_TOKEN_TTL: 'the access token lifetime in seconds, from 5 to 900',
  REFRESH_TOKEN_TTL: `the refresh token lifetime in seconds, from 3600 to ${90 * DAY}`,
  SESSION_REFRESH_TOKEN_TTL: `the refresh token lifetime without 'Keep me logged in', in seconds from 300 to ${7 * DAY}`,
  GOOGLE_CLIENT_ID: 'the OAuth client id of the Google sign-in button',
  GOOGLE_API_BASE_URL: "an http(s) URL serving Google's oauth2/v3 tokeninfo and userinfo",
  SMTP_URL: 'an SMTP URL such as smtps://user:password@smtp.example.com:465',
  REDIS_URL:
    'a Redis URL such as redis://redis.internal:6379 or rediss://user:password@host:6380/0',
  REDIS_KEY_PREFIX: 'up to 64 letters, digits and : . _ - put before every Redis key',
  REDIS_CONNECT_TIMEOUT_MS:
    'how long connecting to Redis may take, in milliseconds from 100 to 600000',
  REDIS_COMMAND_TIMEOUT_MS:
    'how long a Redis command may take before the API goes on without it, in milliseconds from 50 to 600000',
  MAIL_FROM: 'the sender of emails on one line, e.g. RentMap <no-reply@example.com>',
  ALERTS_WORKER: "'on' (this instance sends queued alerts) or 'off'",
  ALERTS_POLL_MS: 'how often the alert worker looks for due jobs, in milliseconds from 50 to 60000',
  VAPID_PUBLIC_KEY: 'the base64url VAPID public key of Web Push (web-push generate-vapid-keys)',
  VAPID_PRIVATE_KEY: 'the base64url VAPID private key of Web Push',
  VAPID_SUBJECT: 'a mailto: address or https: URL push services can reach the sender at',
  PUSH_SERVICE_HOSTS:
    'comma-separated host names (or parents of them) of the push services browsers subscribe with',
  SMS_URL: "an http(s) URL of the SMS provider's send endpoint",
  SMS_API_KEY: "the SMS provider's API key, on one line",
  SMS_FROM: 'the SMS sender id: up to 15 letters, digits or +',
  SMS_COUNTRIES:
    'comma-separated two-letter codes of the countries whose mobile numbers may be texted, e.g. AU or AU,NZ',
  SMS_HOURLY_BUDGET:
    'the most text messages (codes and alerts) all API instances together send in an hour, from 0 to 1000000',
};

export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      /** Unset: the AWS SDK's own credential chain (environment, instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
    };

export interface GeocoderConfig {
  /** auto: the offline gazetteer at once, merged with the upstream when it answers in time. */
  provider: GeocoderProvider;
  /** Base URL of a Nominatim-compatible service (no trailing slash). */
  url: string;
  userAgent: string;
  /** The global request budget: at most one upstream request per this many ms. */
  minIntervalMs: number;
  timeoutMs: number;
  cacheTtlSeconds: number;
  resultLimit: number;
  language: string;
}

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

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  publicBaseUrl?: string;
  tileUrl: string;
  tileAttribution: string;
  storage: StorageConfig;
  /** Where browsers load photos from (a CDN); unset: this API's /api/file-storage/files/. */
  photoBaseUrl?: string;
  /** Seconds before a photo that no comment uses is deleted. */
  uploadGraceSeconds: number;
  uploadCleanupIntervalSeconds: number;
  /** Seconds before a stored file that no photo row names is deleted (a killed upload). */
  uploadOrphanGraceSeconds: number;
  /** Drawn static maps are cached here. */
  staticMapCacheDir: string;
  /** At most this many bytes of them; past it the least recently used are deleted. */
  staticMapCacheMaxBytes: number;
  webRoot: string;
  remotesManifestPath: string;
  bodyLimit: number;
  /** Whose X-Forwarded-* headers to believe: everyone (true), no one, or these proxies. */
  trustProxy: boolean | string[];
  /** Origins allowed to call the API from another origin; empty means same origin only. */
  corsOrigins: string[];
  /**
   * Origins besides this server's own that remotes may be loaded from (REMOTE_ORIGINS):
   * the remotes manifest, the host and the Content-Security-Policy all keep to them.
   */
  remoteOrigins: string[];
  geocoder: GeocoderConfig;
  /** Signs access tokens. Unset: a key generated once and kept in DATA_DIR (plugins/auth). */
  jwtSecret?: string;
  /** Seconds an access token is accepted (at most 15 minutes). */
  accessTokenTtl: number;
  /** Seconds a sign-in can be kept alive by refreshing (absolute, not extended by use). */
  refreshTokenTtl: number;
  /**
   * The same for a sign-in without 'Keep me logged in' (a browser session): the client keeps
   * those tokens in sessionStorage, and this bounds a copy that outlives the browser.
   */
  sessionRefreshTokenTtl: number;
  /** Google sign-in is offered only when set. */
  googleClientId?: string;
  /** Where Google's oauth2/v3 tokeninfo and userinfo live (a stand-in in tests). */
  googleApiBaseUrl: string;
  /** Unset: mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl?: string;
  mailFrom: string;
  /** Unset: rate-limit counters live in this process (one instance). */
  redis?: { url: string; keyPrefix: string; connectTimeoutMs: number; commandTimeoutMs: number };
  /** Whether this instance runs the alert worker, and how often it looks for due jobs. */
  alerts: { worker: boolean; pollMs: number };
  /** Web Push keys; unset: a pair generated once and kept in DATA_DIR (modules/push). */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /**
   * The push services a subscription's endpoint may name (a host or a parent domain of it):
   * the alert worker POSTs to these only, never to an address a user made up.
   */
  pushServiceHosts: string[];
  /** SMS provider; unset URL: messages are written to DATA_DIR/sms-outbox. */
  sms: {
    url?: string;
    apiKey?: string;
    from: string;
    /**
     * ISO 3166 codes of the countries whose mobile numbers may be texted: every message costs
     * money, and numbers abroad are where fraudsters send paid messages to numbers they own.
     */
    countries: string[];
    /** Messages all instances together may send per hour, whatever asked for them. */
    hourlyBudget: number;
  };
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
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
          idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
          keepAliveMs: env.DATABASE_KEEPALIVE_MS,
        }
      : { kind: 'sqlite', file: path.join(dataDir, 'rentmap.sqlite') },
    logLevel: env.LOG_LEVEL,
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    tileUrl: env.TILE_URL,
    tileAttribution: env.TILE_ATTRIBUTION,
    storage: storageConfig(env, dataDir),
    photoBaseUrl: env.PHOTO_BASE_URL?.replace(/\/+$/, ''),
    uploadGraceSeconds: env.UPLOAD_GRACE_SECONDS,
    uploadCleanupIntervalSeconds: env.UPLOAD_CLEANUP_INTERVAL_SECONDS,
    uploadOrphanGraceSeconds: env.UPLOAD_ORPHAN_GRACE_SECONDS,
    staticMapCacheDir: path.join(dataDir, 'static-maps'),
    staticMapCacheMaxBytes: env.STATIC_MAP_CACHE_MAX_BYTES,
    webRoot: path.resolve(cwd, env.WEB_ROOT),
    remotesManifestPath: env.REMOTES_MANIFEST
      ? path.resolve(cwd, env.REMOTES_MANIFEST)
      : path.join(dataDir, 'remotes.json'),
    bodyLimit: env.BODY_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: splitList(env.CORS_ORIGINS),
    remoteOrigins: splitList(env.REMOTE_ORIGINS).map((origin) => new URL(origin).origin),
    geocoder: {
      provider: env.GEOCODER,
      url: env.GEOCODER_URL.replace(/\/+$/, ''),
      // Nominatim's usage policy asks every application to identify itself.
      userAgent:
        env.GEOCODER_USER_AGENT ??
        `RentMap/${APP_VERSION} (${env.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? 'self-hosted'})`,
      minIntervalMs: env.GEOCODER_MIN_INTERVAL_MS,
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
      cacheTtlSeconds: env.GEOCODER_CACHE_TTL,
      resultLimit: env.GEOCODER_RESULT_LIMIT,
      language: env.GEOCODER_LANGUAGE,
    },
    jwtSecret: env.JWT_SECRET,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    // Leaving 'Keep me logged in' unchecked never keeps someone signed in longer.
    sessionRefreshTokenTtl: Math.min(env.SESSION_REFRESH_TOKEN_TTL, env.REFRESH_TOKEN_TTL),
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleApiBaseUrl: env.GOOGLE_API_BASE_URL.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    redis: env.REDIS_URL
      ? {
          url: env.REDIS_URL,
          keyPrefix: env.REDIS_KEY_PREFIX,
          connectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS,
          commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
        }
      : undefined,
    mailFrom: env.MAIL_FROM,
    alerts: { worker: env.ALERTS_WORKER === 'on', pollMs: env.ALERTS_POLL_MS },
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    },
    pushServiceHosts: splitList(env.PUSH_SERVICE_HOSTS).map((host) => host.toLowerCase()),
    sms: {
      url: env.SMS_URL,
      apiKey: env.SMS_API_KEY,
      from: env.SMS_FROM,
      countries: splitList(env.SMS_COUNTRIES).map((country) => country.toUpperCase()),
      hourlyBudget: env.SMS_HOURLY_BUDGET,
    },
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
  for (const origin of splitList(env.REMOTE_ORIGINS)) {
    if (!isHttpUrl(origin)) problems.push(`REMOTE_ORIGINS must be ${EXPECTED.REMOTE_ORIGINS}.`);
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    problems.push(`S3_BUCKET must be ${EXPECTED.S3_BUCKET}.`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  // The server's statement_timeout must fire first: its error leaves the connection usable,
  // while the API giving up first drops the connection of a merely slow query.
  const { DATABASE_STATEMENT_TIMEOUT_MS: statement, DATABASE_QUERY_TIMEOUT_MS: query } = env;
  if (statement > 0 && query > 0 && query <= statement) {
    problems.push(`DATABASE_QUERY_TIMEOUT_MS must be ${EXPECTED.DATABASE_QUERY_TIMEOUT_MS}.`);
  }
  if (!splitList(env.SMS_COUNTRIES).every((code) => isSupportedCountry(code.toUpperCase()))) {
    problems.push(`SMS_COUNTRIES must be ${EXPECTED.SMS_COUNTRIES}.`);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
  }

  for (const name of ['S3_ENDPOINT', 'PHOTO_BASE_URL'] as const) {
    const value = env[name];
    if (value && !isHttpUrl(value)) problems.push(`${name} must be ${EXPECTED[name]}.`);
  }
  if (env.PUBLIC_BASE_URL && !isHttpUrl(env.PUBLIC_BASE_URL)) {
    problems.push(`PUBLIC_BASE_URL must be ${EXPECTED.PUBLIC_BASE_URL}.`);
  }
  if (!isHttpUrl(env.GEOCODER_URL)) problems.push(`GEOCODER_URL must be ${EXPECTED.GEOCODER_URL}.`);
  // The public server bans clients that send more than one request per second.
  if (isPublicNominatim(env.GEOCODER_URL) && env.GEOCODER_MIN_INTERVAL_MS < 1000) {
    problems.push(`GEOCODER_MIN_INTERVAL_MS must be ${EXPECTED.GEOCODER_MIN_INTERVAL_MS}.`);
  }
  if (!isHttpUrl(env.GOOGLE_API_BASE_URL)) {
    problems.push(`GOOGLE_API_BASE_URL must be ${EXPECTED.GOOGLE_API_BASE_URL}.`);
  }
  // A short or repetitive secret can be guessed offline from any one token.
  if (env.JWT_SECRET !== undefined && new Set(env.JWT_SECRET).size < 10) {
    problems.push(`JWT_SECRET must be ${EXPECTED.JWT_SECRET}.`);
  }
  return [...new Set(problems)];
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  if (env.STORAGE_DRIVER === 'local' || !env.S3_BUCKET) {
    return { driver: 'local', dir: path.join(dataDir, 'uploads') };
  }
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

function isPublicNominatim(value: string): boolean {
  try {
    return new URL(value).hostname === new URL(PUBLIC_NOMINATIM_URL).hostname;
  } catch {
    return false;
  }
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
