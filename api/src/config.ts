import envSchema from 'env-schema';
import { Type, type TSchema } from 'typebox';
import type { ConfigContext, EnvVar, EnvVars } from './config-part';
import { alertsConfig } from './modules/alerts/alerts.config';
import { authConfig } from './modules/auth/auth.config';
import { tilesConfig } from './modules/client-config/tiles.config';
import { geoConfig } from './modules/geo/geo.config';
import { photosConfig } from './modules/photos/photos.config';
import { pushConfig } from './modules/push/push.config';
import { remotesConfig } from './modules/remotes/remotes.config';
import { smsConfig } from './modules/sms/sms.config';
import { staticMapConfig } from './modules/static-map/static-map.config';
import { corsConfig } from './plugins/cors.config';
import { databaseConfig } from './plugins/database.config';
import { mailConfig } from './plugins/mail.config';
import { redisConfig } from './plugins/redis.config';
import { storageConfig } from './plugins/storage/storage.config';
import { serverConfig } from './server.config';

// Each variable is declared once, next to the plugin or module that reads it; these re-exports
// keep the types and lists importable from here.
export { LOG_LEVELS, type LogLevel } from './server.config';
export type { DatabaseConfig } from './plugins/database.config';
export { STORAGE_DRIVERS, type StorageConfig } from './plugins/storage/storage.config';
export {
  GEOCODER_PROVIDERS,
  type GeocoderConfig,
  type GeocoderProvider,
} from './modules/geo/geo.config';
export { DEFAULT_PUSH_SERVICE_HOSTS } from './modules/push/push.config';

/**
 * The parts of the configuration, in the order docs/running.md lists them. The server part
 * comes first: the others read the data folder and the public URL it resolves.
 */
const PARTS = [
  databaseConfig,
  redisConfig,
  tilesConfig,
  remotesConfig,
  corsConfig,
  authConfig,
  mailConfig,
  alertsConfig,
  pushConfig,
  smsConfig,
  geoConfig,
  storageConfig,
  photosConfig,
  staticMapConfig,
] as const;

/** Every part with its title and variables: what the docs' table is made from. */
export const CONFIG_PARTS: readonly { title: string; vars: Record<string, EnvVar> }[] = [
  serverConfig,
  ...PARTS,
];

const VARS: EnvVars = Object.assign({}, ...CONFIG_PARTS.map((part) => part.vars));
const EnvSchema = Type.Object(
  Object.fromEntries(Object.entries(VARS).map(([name, { schema }]) => [name, schema])) as Record<
    string,
    TSchema
  >,
);

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never;
/** A value that may be undefined is an optional property, as a hand-written type would say. */
type Settled<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? Simplify<
        { [K in keyof T as undefined extends T[K] ? K : never]?: Settled<T[K]> } & {
          [K in keyof T as undefined extends T[K] ? never : K]: Settled<T[K]>;
        }
      >
    : T;

/** The whole configuration: what the parts read, put together. */
export type AppConfig = Settled<
  UnionToIntersection<
    ReturnType<(typeof serverConfig)['read']> | ReturnType<(typeof PARTS)[number]['read']>
  >
>;

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

interface AjvError {
  instancePath: string;
}

const mustBe = (name: string): string => `${name} must be ${VARS[name]?.expected}.`;

/**
 * Reads and validates the configuration once. Throws ConfigError naming every bad variable
 * (never its value: it may be a secret).
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  const data: Record<string, string> = {};
  for (const name of Object.keys(VARS)) {
    const value = source[name]?.trim();
    // An empty variable (`DATABASE_URL=` in an env file) means "not set".
    if (value) data[name] = value;
  }

  let env: Record<string, unknown>;
  try {
    env = envSchema({ schema: structuredClone(EnvSchema), data, env: false });
  } catch (error) {
    throw new ConfigError(describeSchemaErrors(error));
  }

  // Each part sees the whole checked environment, typed as its own variables.
  const parts: readonly PartOf[] = [serverConfig, ...PARTS] as readonly PartOf[];
  const problems = [...new Set(parts.flatMap((part) => part.check?.(env, mustBe) ?? []))];
  if (problems.length > 0) throw new ConfigError(problems);

  const server = serverConfig.read(env as never, { cwd });
  const context: ConfigContext = {
    cwd,
    dataDir: server.dataDir,
    publicBaseUrl: server.publicBaseUrl,
  };
  return Object.assign(
    server,
    ...PARTS.map((part) => (part as PartOf).read(env, context)),
  ) as AppConfig;
}

/** A part seen from here: every part reads the same checked environment. */
interface PartOf {
  check?: (env: Record<string, unknown>, mustBe: (name: string) => string) => string[];
  read: (env: Record<string, unknown>, context: ConfigContext) => object;
}

function describeSchemaErrors(error: unknown): string[] {
  const errors = (error as { errors?: AjvError[] }).errors;
  if (!Array.isArray(errors)) return [String(error)];
  const names = new Set(errors.map((e) => e.instancePath.replace(/^\//, '')));
  return [...names].map((name) =>
    name in VARS ? mustBe(name) : `The configuration is invalid (${name || 'environment'}).`,
  );
}
