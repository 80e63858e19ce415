import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  bearer,
  bearerOf,
  createSignedInUser,
  type SignedInUser,
  useSignedInPair,
} from './helpers/auth';
import { saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { useTestApp, type TestApp } from './helpers/test-app';
import { cleanUpUnattachedPhotos } from '../src/modules/photos/photos.service';
import { expectFailure } from './helpers/responses';

const DELETE_URL = '/api/file-storage/delete';

const photoRow = (t: Pick<TestApp, 'db'>, id: string) =>
  t.db.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst();

function uploadsDir(t: Pick<TestApp, 'config'>): string {
  if (t.config.storage.driver !== 'local') throw new Error('local storage expected');
  return t.config.storage.dir;
}

describe('DELETE /api/file-storage/delete', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const remove = (fileName: unknown, user: SignedInUser | null = users.alice) =>
    t.app.inject({
      method: 'DELETE',
      url: DELETE_URL,
      payload: { fileName } as Record<string, unknown>,
      headers: bearerOf(user),
    });

  it('lets the uploader delete the photo: row, file and thumbnail go', async () => {
    const photo = await uploadPhoto(t, users.alice);
    const files = [photo.name, photo.name.replace('.jpg', '-thumb.jpg')].map((name) =>
      path.join(uploadsDir(t), name),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);

    const res = await remove(photo.name);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { fileName: photo.name } });
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(await photoRow(t, photo.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it("refuses user B deleting user A's photo (403) and keeps it", async () => {
    const photo = await uploadPhoto(t, users.alice);

    const res = await remove(photo.name, users.bob);

    expectFailure(res, 403, 'FORBIDDEN', 'Only the person who uploaded a photo can delete it.');
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('refuses to delete a photo a saved comment uses (409 PHOTO_IN_USE)', async () => {
    const photo = await uploadPhoto(t, users.alice);
    await saveComment(t, users.alice, { photoUrls: [photo.name] });

    const res = await remove(photo.name);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'PHOTO_IN_USE' });
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('answers 404 for a name that is not a stored photo', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.jpg', '../uploads/x.jpg', 'a']) {
      const res = await remove(name);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 401 to anonymous users', async () => {
    const photo = await uploadPhoto(t, users.alice);
    const res = await remove(photo.name, null);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a body without fileName or with unknown fields', async () => {
    expect((await remove(undefined)).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'DELETE',
      url: DELETE_URL,
      headers: bearer(users.alice.accessToken),
      payload: { fileName: 'a.jpg', force: true },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('clean-up of photos never attached to a comment', () => {
  const t = useTestApp();

  const backdate = (id: string, secondsAgo: number) =>
    t.db
      .updateTable('photos')
      .set({ created_at: new Date(Date.now() - secondsAgo * 1000).toISOString() })
      .where('id', '=', id)
      .execute();

  it('deletes unattached photos older than the grace period, with their files', async () => {
    const user = await createSignedInUser(t);
    const old = await uploadPhoto(t, user);
    const recent = await uploadPhoto(t, user);
    const grace = t.config.uploadGraceSeconds;
    await backdate(old.id, grace + 60);
    await backdate(recent.id, grace - 60);

    const removed = await cleanUpUnattachedPhotos({
      db: t.db,
      storage: t.app.storage,
      config: t.config,
    });

    expect(removed).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: old.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: old.thumbnailUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: recent.url })).statusCode).toBe(200);
  });

  it('never deletes a photo a comment uses, however old', async () => {
    const user = await createSignedInUser(t);
    const photo = await uploadPhoto(t, user);
    await saveComment(t, user, { photoUrls: [photo.name] });
    await backdate(photo.id, 365 * 86_400);

    await cleanUpUnattachedPhotos({ db: t.db, storage: t.app.storage, config: t.config });

    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });
});

describe('the periodic clean-up job', () => {
  const t = useTestApp({
    env: { UPLOAD_CLEANUP_INTERVAL_SECONDS: '1', UPLOAD_GRACE_SECONDS: '60' },
  });

  it('runs on its own every UPLOAD_CLEANUP_INTERVAL_SECONDS', async () => {
    const user = await createSignedInUser(t);
    const photo = await uploadPhoto(t, user);
    await t.db
      .updateTable('photos')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('id', '=', photo.id)
      .execute();

    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await t.app.inject({ method: 'GET', url: photo.url })).statusCode;
    }
    expect(status).toBe(404);
    expect(await photoRow(t, photo.id)).toBeUndefined();
  });
});
