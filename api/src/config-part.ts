import type { Static, TObject, TSchema } from 'typebox';

/**
 * One environment variable, written once: what it must look like (its schema, with its
 * default), how to say so in an error, and what it is for in the docs' table.
 */
export interface EnvVar {
  /** Type, limits and default; `Type.Optional` when it may be unset. */
  schema: TSchema;
  /** Ends "NAME must be …" in the error that stops a start with a bad value. */
  expected: string;
  /** What it does: its line in docs/running.md (markdown, on one line, without `|`). */
  doc: string;
  /** The docs' default cell when the schema's default would mislead (a computed path). */
  shownDefault?: string;
}

export type EnvVars = Record<string, EnvVar>;

/** The values a part's variables have once checked: the type follows from the schemas. */
export type EnvOf<V extends EnvVars> = Static<TObject<{ [K in keyof V]: V[K]['schema'] }>>;

/** What every part may read besides its own variables (resolved by the server part). */
export interface ConfigContext {
  cwd: string;
  dataDir: string;
  publicBaseUrl?: string;
}

/**
 * The variables one plugin or module reads, next to it, and how they become its part of
 * AppConfig. config.ts puts the parts together; the docs' table is made from `vars`.
 */
export interface ConfigPart<V extends EnvVars, R, C = ConfigContext> {
  /** The heading its variables are listed under in docs/running.md. */
  title: string;
  vars: V;
  /**
   * Rules a JSON schema expresses badly (across variables, or parsing a value): each a whole
   * message. `mustBe(NAME)` is "NAME must be <its expected>.".
   */
  check?: (env: EnvOf<V>, mustBe: (name: keyof V & string) => string) => string[];
  read: (env: EnvOf<V>, context: C) => R;
}

export function configPart<const V extends EnvVars, R, C = ConfigContext>(
  part: ConfigPart<V, R, C>,
): ConfigPart<V, R, C> {
  return part;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function splitList(value: string | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

export function withoutTrailingSlashes<T extends string | undefined>(value: T): T {
  return value?.replace(/\/+$/, '') as T;
}

/** The http(s) URL pattern most URL variables share (no spaces, query or fragment in the host). */
export const HTTP_URL_PATTERN = '^https?://[^\\s/?#]+(/[^\\s?#]*)?$';
