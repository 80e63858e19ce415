import { Type, type Static } from 'typebox';

/**
 * A healthy answer (200): the database answered. Redis is optional (rate limits let requests
 * through without it), so Redis down makes the status 'degraded', not a 503.
 */
export const HealthStatusSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Literal('ok'),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('off')], {
    description: "'off': no REDIS_URL, counters live in the process",
  }),
  version: Type.String(),
});
export type HealthStatus = Static<typeof HealthStatusSchema>;

/** Client configuration the API publishes at run time (no rebuild to change it). */
export const ClientConfigSchema = Type.Object({
  tileUrl: Type.String({ description: 'XYZ tile URL template with {z}, {x} and {y}' }),
  tileAttribution: Type.String({ description: 'Attribution HTML for the tile service' }),
  googleClientId: Type.Optional(
    Type.String({ description: 'Google OAuth client id; absent when Google sign-in is off' }),
  ),
  photoBaseUrl: Type.Optional(
    Type.String({ description: 'Photo CDN base URL; absent: photos come from this API' }),
  ),
});
export type ClientConfig = Static<typeof ClientConfigSchema>;
