import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../../files/write-atomically';

/** Cache keys are SHA-256 hashes in hex; anything else in the folder is not ours. */
const KEY = /^[0-9a-f]{64}$/;
const FILE = /^([0-9a-f]{64})\.png$/;

/**
 * Drawn maps on disk, at most `maxBytes` of them: past the cap the least recently used are
 * deleted. The order lives in memory (a Map keeps insertion order; a use moves the entry to
 * the end) and on disk as each file's modification time, which a use updates, so a restart
 * reads the order back. Each instance counts the files it knows of: instances sharing one
 * folder each keep to the cap for their own.
 */
export class MapCache {
  /** Key → bytes, least recently used first. */
  private readonly entries = new Map<string, number>();
  private bytes = 0;
  /** The folder has been read (and trimmed to the cap). */
  readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.ready = this.load();
  }

  /** Bytes of maps held. */
  get size(): number {
    return this.bytes;
  }

  async get(key: string): Promise<Buffer | null> {
    await this.ready;
    const file = this.fileOf(key);
    const data = await readFile(file).catch(() => null);
    if (!data) {
      this.forget(key);
      return null;
    }
    this.remember(key, data.length);
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    // Another instance sharing the folder may have written it: now it counts here too.
    await this.evict();
    return data;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.ready;
    if (!KEY.test(key) || data.length > this.maxBytes) return;
    try {
      await writeAtomically(this.fileOf(key), data);
    } catch {
      // The cache is only a cache: the image is still answered.
      return;
    }
    this.remember(key, data.length);
    await this.evict();
  }

  private fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.png`);
  }

  private remember(key: string, size: number): void {
    this.forget(key);
    this.entries.set(key, size);
    this.bytes += size;
  }

  private forget(key: string): void {
    const size = this.entries.get(key);
    if (size === undefined) return;
    this.entries.delete(key);
    this.bytes -= size;
  }

  /** Deletes the least recently used maps until the rest fit under the cap. */
  private async evict(): Promise<void> {
    const victims: string[] = [];
    for (const [key, size] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= size;
      victims.push(key);
    }
    await Promise.all(victims.map((key) => rm(this.fileOf(key), { force: true })));
  }

  /** Reads what an earlier run left, oldest use first, and removes half-written files. */
  private async load(): Promise<void> {
    const found: Array<{ key: string; size: number; usedAt: number }> = [];
    for (const sub of await listDir(this.dir)) {
      const folder = path.join(this.dir, sub);
      for (const name of await listDir(folder)) {
        const file = path.join(folder, name);
        if (name.endsWith('.tmp')) {
          await rm(file, { force: true });
          continue;
        }
        const key = FILE.exec(name)?.[1];
        const info = key ? await stat(file).catch(() => null) : null;
        if (key && info?.isFile()) found.push({ key, size: info.size, usedAt: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const { key, size } of found) this.remember(key, size);
    await this.evict();
  }
}

async function listDir(dir: string): Promise<string[]> {
  return readdir(dir).catch(() => []);
}
