import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../../config';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos are kept (local disk or an S3-compatible bucket). */
    storage: ObjectStorage;
  }
}

export function createStorage(config: StorageConfig): ObjectStorage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}

async function storage(app: FastifyInstance, options: { storage: StorageConfig }): Promise<void> {
  const instance = createStorage(options.storage);
  app.decorate('storage', instance);
  app.addHook('onClose', async () => {
    if (instance instanceof S3Storage) instance.destroy();
  });
  app.log.info({ driver: instance.driver }, 'Photo storage ready');
}

export default fp(storage, { name: 'storage' });
