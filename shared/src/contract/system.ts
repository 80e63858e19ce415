import { Type, type Static } from 'typebox';

export const HealthStatusSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
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
