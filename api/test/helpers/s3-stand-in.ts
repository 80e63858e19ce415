import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { startTestAppBeside, useStartedApp, type TestApp } from './test-app';

export const S3_STAND_IN_BUCKET = 'rentmap-photos';

/**
 * A local S3-compatible server (s3rver) with one empty bucket on a free port, and the
 * environment that points the API's S3 driver at it.
 */
export async function startS3StandIn(): Promise<{
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rentmap-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_STAND_IN_BUCKET, configs: [] }],
  });
  const address: AddressInfo = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: S3_STAND_IN_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * useTestApp with its photos in an S3 stand-in: the stand-in and the app start before the
 * describe block's tests and both close after them.
 */
export function useTestAppWithS3(): Omit<TestApp, 'close'> {
  return useStartedApp(async () => {
    const s3 = await startS3StandIn();
    return startTestAppBeside(s3, { env: s3.env });
  });
}
