import fs from 'node:fs';
import { opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../../files/write-atomically';
import {
  assertStorageKey,
  contentTypeOfKey,
  DEFAULT_LIST_PAGE_SIZE,
  STORAGE_KEY_PATTERN,
  type ObjectStorage,
  type StoredEntry,
  type StoredObject,
} from './object-storage';

/** The temporary name `put` writes under before the rename: `.<key>.<12 hex>.tmp`. */
const TEMPORARY_FILE = /^\.[a-f0-9]{32}(-thumb)?\.jpg\.[a-f0-9]{12}\.tmp$/;

/** Files under one folder (DATA_DIR/uploads by default): the embedded default. */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local';

  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertStorageKey(key);
    // `.<key>.<12 hex>.tmp`: the name removeUnfinishedWrites looks for.
    await writeAtomically(this.pathOf(key), body, (name, suffix) => `.${name}.${suffix}.tmp`);
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

  async *list({ pageSize = DEFAULT_LIST_PAGE_SIZE } = {}): AsyncIterable<StoredEntry[]> {
    let page: StoredEntry[] = [];
    for await (const name of this.fileNames(STORAGE_KEY_PATTERN)) {
      const modified = await this.modifiedAt(name);
      if (!modified) continue;
      page.push({ key: name, lastModified: modified });
      if (page.length >= pageSize) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async removeUnfinishedWrites(before: Date): Promise<number> {
    let removed = 0;
    for await (const name of this.fileNames(TEMPORARY_FILE)) {
      const modified = await this.modifiedAt(name);
      if (!modified || modified >= before) continue;
      await rm(path.join(this.dir, name), { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Names of plain files in the folder that match `pattern`, read as a stream. */
  private async *fileNames(pattern: RegExp): AsyncIterable<string> {
    let dir;
    try {
      dir = await opendir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of dir) {
      if (entry.isFile() && pattern.test(entry.name)) yield entry.name;
    }
  }

  /** null when the file went meanwhile. */
  private async modifiedAt(name: string): Promise<Date | null> {
    try {
      return (await stat(path.join(this.dir, name))).mtime;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(key: string): string {
    return path.join(this.dir, key);
  }
}
