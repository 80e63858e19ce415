import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  contentTypeOfKey,
  type ObjectStorage,
  type StoredObject,
} from './object-storage';

/** Files under one folder (DATA_DIR/uploads by default): the embedded default. */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local';

  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertStorageKey(key);
    await mkdir(this.dir, { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = path.join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, this.pathOf(key));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { body: fs.createReadStream(file), contentType: contentTypeOfKey(key), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return path.join(this.dir, key);
  }
}
