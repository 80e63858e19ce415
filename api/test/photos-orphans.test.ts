import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeJpeg } from './fixtures/images';
import { createSignedInUser } from './helpers/auth';
import { saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { useTestAppWithS3 } from './helpers/s3-stand-in';
import { startTestApp, useTestApp, type TestApp } from './helpers/test-app';
import { sweepOrphanFiles } from '../src/modules/photos/photos.service';
import { expectFailure } from './helpers/responses';

/**
 * A `kill -9` between writing a photo's files and writing its row leaves
 * files no row names. They are not served, and the clean-up sweeps them once they are older
 * than UPLOAD_ORPHAN_GRACE_SECONDS. Local storage on SQLite and PostgreSQL, and an
 * S3-compatible bucket (s3rver).
 */

const FILES_URL = '/api/file-storage/files/';
const ORPHAN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg';
const ORPHAN_THUMB = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-thumb.jpg';
const RECENT_ORPHAN = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg';

const status = async (t: Pick<TestApp, 'app'>, url: string) =>
  (await t.app.inject({ method: 'GET', url })).statusCode;

/** What a process killed after writing the files and before the row leaves behind. */
async function leaveOrphan(t: Pick<TestApp, 'app'>, name: string) {
  await t.app.storage.put(name, await makeJpeg(), 'image/jpeg');
}

async function storedKeys(t: Pick<TestApp, 'app'>, pageSize?: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of t.app.storage.list({ pageSize })) {
    keys.push(...page.map((entry) => entry.key));
  }
  return keys.sort();
}

function uploadsDir(t: Pick<TestApp, 'config'>): string {
  if (t.config.storage.driver !== 'local') throw new Error('local storage expected');
  return t.config.storage.dir;
}

async function backdateFile(file: string, seconds: number) {
  const when = new Date(Date.now() - seconds * 1000);
  await utimes(file, when, when);
}

describe('orphan photo files, local storage', () => {
  const t = useTestApp();
  const deps = () => ({ db: t.db, storage: t.app.storage, config: t.config });

  it('has a one-hour grace period by default', () => {
    expect(t.config.uploadOrphanGraceSeconds).toBe(3600);
  });

  it('does not serve a stored file that no photo row names', async () => {
    await leaveOrphan(t, ORPHAN);
    const res = await t.app.inject({ method: 'GET', url: `${FILES_URL}${ORPHAN}` });
    expectFailure(res, 404, 'NOT_FOUND', 'There is no photo with this name.');
  });

  it('sweeps files without a row once older than the grace period, and only those', async () => {
    const user = await createSignedInUser(t);
    const kept = await uploadPhoto(t, user);
    const grace = t.config.uploadOrphanGraceSeconds;
    const dir = uploadsDir(t);
    await leaveOrphan(t, ORPHAN);
    await leaveOrphan(t, ORPHAN_THUMB);
    await leaveOrphan(t, RECENT_ORPHAN);
    // Files that are not the API's: never listed, never touched.
    await writeFile(path.join(dir, 'README.txt'), 'not ours');
    await writeFile(path.join(dir, 'ABCDEF.JPG'), 'not ours');
    for (const name of [ORPHAN, ORPHAN_THUMB, 'README.txt', 'ABCDEF.JPG']) {
      await backdateFile(path.join(dir, name), grace + 60);
    }
    for (const name of [kept.name, kept.name.replace('.jpg', '-thumb.jpg')]) {
      await backdateFile(path.join(dir, name), 30 * 86_400);
    }

    const removed = await sweepOrphanFiles(deps());

    expect(removed).toBe(2);
    expect(existsSync(path.join(dir, ORPHAN))).toBe(false);
    expect(existsSync(path.join(dir, ORPHAN_THUMB))).toBe(false);
    // Too young: an upload may still be writing its row.
    expect(existsSync(path.join(dir, RECENT_ORPHAN))).toBe(true);
    expect(existsSync(path.join(dir, 'README.txt'))).toBe(true);
    expect(existsSync(path.join(dir, 'ABCDEF.JPG'))).toBe(true);
    // A photo with a row stays, however old its files.
    expect(await status(t, kept.url)).toBe(200);
    expect(await status(t, kept.thumbnailUrl)).toBe(200);
  });

  it('lists every key of ours across pages', async () => {
    const keys = await storedKeys(t, 2);
    expect(keys).toContain(RECENT_ORPHAN);
    expect(keys).not.toContain('README.txt');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('removes what a write killed half-way left behind, once old', async () => {
    const dir = uploadsDir(t);
    const stale = path.join(dir, `.${'c'.repeat(32)}.jpg.${'0'.repeat(12)}.tmp`);
    const fresh = path.join(dir, `.${'d'.repeat(32)}-thumb.jpg.${'1'.repeat(12)}.tmp`);
    await writeFile(stale, 'half a jpeg');
    await writeFile(fresh, 'half a jpeg');
    await backdateFile(stale, t.config.uploadOrphanGraceSeconds + 60);

    await sweepOrphanFiles(deps());

    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('keeps the files of a photo a comment uses', async () => {
    const user = await createSignedInUser(t);
    const photo = await uploadPhoto(t, user);
    await saveComment(t, user, { photoUrls: [photo.name] });
    const later = new Date(Date.now() + 365 * 86_400 * 1000);

    await sweepOrphanFiles(deps(), later);

    expect(await status(t, photo.url)).toBe(200);
    expect(await status(t, photo.thumbnailUrl)).toBe(200);
  });

  it('copes with an uploads folder that does not exist yet', async () => {
    const fresh = await startTestApp();
    try {
      await expect(
        sweepOrphanFiles({ db: fresh.db, storage: fresh.app.storage, config: fresh.config }),
      ).resolves.toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('the periodic clean-up job sweeps orphan files', () => {
  const t = useTestApp({
    env: { UPLOAD_CLEANUP_INTERVAL_SECONDS: '1', UPLOAD_ORPHAN_GRACE_SECONDS: '60' },
  });

  it('on its own, every UPLOAD_CLEANUP_INTERVAL_SECONDS', async () => {
    const dir = uploadsDir(t);
    await leaveOrphan(t, ORPHAN);
    await backdateFile(path.join(dir, ORPHAN), 120);

    const deadline = Date.now() + 5_000;
    while (existsSync(path.join(dir, ORPHAN)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(existsSync(path.join(dir, ORPHAN))).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('orphan photo files, S3-compatible storage', () => {
  const t = useTestAppWithS3();

  // One page only: s3rver cannot make continuation tokens on Node 20+ (it ciphers them with
  // DES, which OpenSSL 3 no longer offers); the SDK's own paginator walks the pages.
  it('lists only our keys', async () => {
    await leaveOrphan(t, ORPHAN);
    await leaveOrphan(t, ORPHAN_THUMB);
    await leaveOrphan(t, RECENT_ORPHAN);
    expect(await storedKeys(t)).toEqual([ORPHAN_THUMB, ORPHAN, RECENT_ORPHAN].sort());
  });

  it('does not serve an orphan, and sweeps it after the grace period; rows keep theirs', async () => {
    const user = await createSignedInUser(t);
    const kept = await uploadPhoto(t, user);
    expect(await status(t, `${FILES_URL}${ORPHAN}`)).toBe(404);

    // Nothing is old enough yet.
    expect(await sweepOrphanFiles({ db: t.db, storage: t.app.storage, config: t.config })).toBe(0);

    // A bucket's LastModified cannot be set: sweep as if the grace period had passed.
    const later = new Date(Date.now() + (t.config.uploadOrphanGraceSeconds + 60) * 1000);
    const removed = await sweepOrphanFiles(
      { db: t.db, storage: t.app.storage, config: t.config },
      later,
    );

    expect(removed).toBe(3);
    expect(await storedKeys(t)).toEqual(
      [kept.name, kept.name.replace('.jpg', '-thumb.jpg')].sort(),
    );
    expect(await status(t, kept.url)).toBe(200);
  });
});
