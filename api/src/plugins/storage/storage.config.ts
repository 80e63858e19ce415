import path from 'node:path';
import { Type } from 'typebox';
import { HTTP_URL_PATTERN, configPart, isHttpUrl } from '../../config-part';

/** Where uploaded photos are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
export const STORAGE_DRIVERS = ['local', 's3'] as const;

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

/** The photos' files: on local disk, or in an S3-compatible bucket. */
export const storageConfig = configPart({
  title: 'Photo storage',
  vars: {
    STORAGE_DRIVER: {
      schema: Type.Enum(STORAGE_DRIVERS, { default: 'local' }),
      expected: `where photos are stored: ${STORAGE_DRIVERS.join(' or ')}`,
      doc: '`local` keeps photos in `DATA_DIR/uploads`; `s3` uses an S3-compatible bucket',
    },
    S3_ENDPOINT: {
      schema: Type.Optional(Type.String({ pattern: HTTP_URL_PATTERN })),
      expected: 'the http(s) URL of an S3-compatible service (leave unset for AWS)',
      doc: 'another S3-compatible service (MinIO, R2, …); unset: AWS',
    },
    S3_BUCKET: {
      schema: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
      expected: 'an S3 bucket name (lower case letters, digits, dots and dashes)',
      doc: 'the bucket (required with `s3`)',
    },
    S3_REGION: {
      schema: Type.String({ pattern: '^[a-z0-9-]{1,50}$', default: 'us-east-1' }),
      expected: 'an S3 region such as us-east-1',
      doc: "the bucket's region",
    },
    S3_ACCESS_KEY_ID: {
      schema: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
      expected: 'the S3 access key id (set together with S3_SECRET_ACCESS_KEY)',
      doc: "set it and `S3_SECRET_ACCESS_KEY` both, or neither to use the AWS SDK's own credential chain (environment, instance role)",
    },
    S3_SECRET_ACCESS_KEY: {
      schema: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
      expected: 'the S3 secret access key (set together with S3_ACCESS_KEY_ID)',
      doc: 'the secret of `S3_ACCESS_KEY_ID`',
    },
    S3_FORCE_PATH_STYLE: {
      schema: Type.Enum(['true', 'false'], { default: 'false' }),
      expected: 'true or false (true for most self-hosted S3-compatible servers)',
      doc: 'path-style bucket URLs: most self-hosted S3-compatible services want `true`',
    },
  },
  check(env, mustBe) {
    const problems: string[] = [];
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) problems.push(mustBe('S3_BUCKET'));
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
    }
    if (env.S3_ENDPOINT && !isHttpUrl(env.S3_ENDPOINT)) problems.push(mustBe('S3_ENDPOINT'));
    return problems;
  },
  read(env, { dataDir }) {
    let storage: StorageConfig;
    if (env.STORAGE_DRIVER === 'local' || !env.S3_BUCKET) {
      storage = { driver: 'local', dir: path.join(dataDir, 'uploads') };
    } else {
      storage = {
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
    return { storage };
  },
});
