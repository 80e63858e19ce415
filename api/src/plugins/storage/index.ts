import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../../config';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos are kept (local disk or an S3-compatible bucket). */
    storage: ObjectStorage;
  }
}

export async function createStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.driver !== 's3') return new LocalStorage(config.dir);
  // The S3 client is loaded only where a bucket is used: the embedded default never needs it.
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config);
}

async function storage(app: FastifyInstance, options: { storage: StorageConfig }): Promise<void> {
  const instance = await createStorage(options.storage);
  app.decorate('storage', instance);
  app.addHook('onClose', async () => {
    instance.destroy?.();
  });
  app.log.info({ driver: instance.driver }, 'Photo storage ready');
}

export default fp(storage, { name: 'storage' });
