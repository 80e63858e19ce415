import { Type } from 'typebox';
import { configPart, isHttpUrl, withoutTrailingSlashes } from '../../config-part';

const DAY = 86_400;

/** Where browsers load photos from, and when unused ones are cleaned up. */
export const photosConfig = configPart({
  title: 'Photos',
  vars: {
    PHOTO_BASE_URL: {
      schema: Type.Optional(Type.String({ pattern: '^https?://[^\\s?#"\'<>]+$' })),
      expected: 'an http(s) URL photos are served from, such as https://cdn.example.com/photos',
      doc: 'a CDN in front of the photos (its origin: the bucket or `/api/file-storage/files/`); published to browsers as `photoBaseUrl` by `GET /api/config`',
    },
    UPLOAD_GRACE_SECONDS: {
      schema: Type.Integer({ minimum: 60, maximum: 30 * DAY, default: DAY }),
      expected: 'seconds an uploaded photo may stay unattached, from 60 to 2592000',
      doc: 'how long an uploaded photo may stay unused by any comment before the clean-up job deletes it',
    },
    UPLOAD_CLEANUP_INTERVAL_SECONDS: {
      schema: Type.Integer({ minimum: 1, maximum: DAY, default: 3_600 }),
      expected: 'seconds between clean-ups of unattached photos (1 to 86400)',
      doc: 'how often that job runs (every instance may run it; each photo is deleted once)',
    },
    UPLOAD_ORPHAN_GRACE_SECONDS: {
      schema: Type.Integer({ minimum: 60, maximum: 30 * DAY, default: 3_600 }),
      expected: 'seconds a stored photo file without a database row is kept, from 60 to 2592000',
      doc: 'the clean-up also deletes stored files that no photo row names (a killed upload) once this old; until then they answer 404',
    },
  },
  check: (env, mustBe) =>
    env.PHOTO_BASE_URL && !isHttpUrl(env.PHOTO_BASE_URL) ? [mustBe('PHOTO_BASE_URL')] : [],
  read: (env) => ({
    /** Where browsers load photos from (a CDN); unset: this API's /api/file-storage/files/. */
    photoBaseUrl: withoutTrailingSlashes(env.PHOTO_BASE_URL),
    /** Seconds before a photo that no comment uses is deleted. */
    uploadGraceSeconds: env.UPLOAD_GRACE_SECONDS,
    uploadCleanupIntervalSeconds: env.UPLOAD_CLEANUP_INTERVAL_SECONDS,
    /** Seconds before a stored file that no photo row names is deleted (a killed upload). */
    uploadOrphanGraceSeconds: env.UPLOAD_ORPHAN_GRACE_SECONDS,
  }),
});
