import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` to `file` through a temporary file in the same folder and a rename, so a
 * reader never sees half a file; the temporary file is removed when anything fails.
 * `temporaryName` names it from the file's name and a random suffix (the default:
 * `<name>.<12 hex>.tmp`), for folders whose clean-up looks for its own pattern. `mode` is the
 * new file's permissions (a secret's 0o600 holds from the first byte, not after a chmod).
 */
export async function writeAtomically(
  file: string,
  data: Buffer,
  temporaryName: (name: string, suffix: string) => string = (name, suffix) =>
    `${name}.${suffix}.tmp`,
  mode?: number,
): Promise<void> {
  const dir = path.dirname(file);
  const temporary = path.join(
    dir,
    temporaryName(path.basename(file), randomBytes(6).toString('hex')),
  );
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(temporary, data, { flag: 'wx', mode });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
