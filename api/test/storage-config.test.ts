import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

describe('photo storage configuration', () => {
  it('defaults to local disk under DATA_DIR/uploads', () => {
    const config = loadConfig({ DATA_DIR: '/srv/rentmap' });
    expect(config.storage).toEqual({ driver: 'local', dir: path.join('/srv/rentmap', 'uploads') });
    expect(config.photoBaseUrl).toBeUndefined();
    expect(config.uploadGraceSeconds).toBe(86_400);
    expect(config.staticMapCacheDir).toBe(path.join('/srv/rentmap', 'static-maps'));
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'photos',
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      PHOTO_BASE_URL: 'https://cdn.example.com/photos/',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'photos',
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(config.photoBaseUrl).toBe('https://cdn.example.com/photos');
  });

  it.each([
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT'],
    [{ PHOTO_BASE_URL: 'javascript:alert(1)' }, 'PHOTO_BASE_URL'],
    [{ PHOTO_BASE_URL: 'https://cdn.example.com/"><script>' }, 'PHOTO_BASE_URL'],
    [{ UPLOAD_GRACE_SECONDS: '5' }, 'UPLOAD_GRACE_SECONDS'],
    [{ UPLOAD_CLEANUP_INTERVAL_SECONDS: '0' }, 'UPLOAD_CLEANUP_INTERVAL_SECONDS'],
  ])('refuses %p naming %s, never echoing secrets', (env, name) => {
    let error: unknown;
    try {
      loadConfig({ S3_SECRET_ACCESS_KEY: 'top-secret-value', S3_ACCESS_KEY_ID: 'k', ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).not.toContain('top-secret-value');
  });
});
