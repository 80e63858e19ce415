import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { assertStorageKey, DEFAULT_LIST_PAGE_SIZE, STORAGE_KEY_PATTERN } from './object-storage';
import type { ObjectStorage, StoredEntry, StoredObject } from './object-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** Stored objects never change (new photo, new name), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Any S3-compatible object store (AWS S3, MinIO, R2, …): the scale setting. */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only when the operation requires them: several S3-compatible servers
      // refuse the newer default CRC headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        // A CDN or browser reading the bucket directly gets the same headers as from the API.
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        body: result.Body as Readable,
        contentType: result.ContentType ?? 'application/octet-stream',
        size: result.ContentLength,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list({ pageSize = DEFAULT_LIST_PAGE_SIZE } = {}): AsyncIterable<StoredEntry[]> {
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize },
      { Bucket: this.bucket, MaxKeys: pageSize },
    );
    for await (const page of pages) {
      const entries: StoredEntry[] = [];
      for (const object of page.Contents ?? []) {
        if (!object.Key || !STORAGE_KEY_PATTERN.test(object.Key) || !object.LastModified) continue;
        entries.push({ key: object.Key, lastModified: object.LastModified });
      }
      if (entries.length > 0) yield entries;
    }
  }

  /** A PutObject is atomic: a killed upload leaves nothing behind in the bucket. */
  async removeUnfinishedWrites(): Promise<number> {
    return 0;
  }

  destroy(): void {
    this.client.destroy();
  }
}
