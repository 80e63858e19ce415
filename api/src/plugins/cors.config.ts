import { Type } from 'typebox';
import { configPart, isHttpUrl, splitList } from '../config-part';

export const ORIGIN_LIST_PATTERN = '^https?://[^\\s,/]+(\\s*,\\s*https?://[^\\s,/]+)*$';

/** Which other origins may call the API from a browser. */
export const corsConfig = configPart({
  title: 'Cross-origin calls',
  vars: {
    CORS_ORIGINS: {
      schema: Type.Optional(Type.String({ pattern: ORIGIN_LIST_PATTERN })),
      expected: 'a comma-separated list of origins such as https://app.example.com',
      doc: 'origins allowed to call the API cross-origin (a host served from a CDN); unset: same origin only',
    },
  },
  check: (env, mustBe) =>
    splitList(env.CORS_ORIGINS).some((origin) => !isHttpUrl(origin))
      ? [mustBe('CORS_ORIGINS')]
      : [],
  read: (env) => ({
    /** Origins allowed to call the API from another origin; empty means same origin only. */
    corsOrigins: splitList(env.CORS_ORIGINS),
  }),
});
