import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A fresh empty directory (named after `prefix`) for each test of the block, removed after
 * it. Call the answer inside tests for the directory's path.
 */
export function useTempDirEach(prefix: string): () => string {
  let dir: string | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return () => {
    if (!dir) throw new Error('The directory is made before each test (use it inside one).');
    return dir;
  };
}
