import sharp from 'sharp';
import { S3Storage } from '../src/plugins/storage/s3-storage';
import { makeJpeg } from './fixtures/images';
import { bearer, createSignedInUser } from './helpers/auth';
import { photoForm } from './helpers/multipart';
import { uploadPhoto } from './helpers/photos';
import { useTestAppWithS3 } from './helpers/s3-stand-in';

const KEY = '0123456789abcdef0123456789abcdef.jpg';

describe('S3 storage driver (against a local S3-compatible server)', () => {
  const t = useTestAppWithS3();

  it('is the configured driver', () => {
    expect(t.app.storage.driver).toBe('s3');
  });

  it('puts, gets and deletes objects; a missing object reads as null', async () => {
    const storage = t.app.storage;
    await storage.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg');

    const stored = await storage.get(KEY);
    expect(stored?.contentType).toBe('image/jpeg');
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).toString()).toBe('jpeg bytes');

    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    // Deleting again is not an error.
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('refuses keys the API would never make', async () => {
    await expect(t.app.storage.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      'Refusing storage key',
    );
    expect(t.app.storage).toBeInstanceOf(S3Storage);
  });

  it('stores uploads in the bucket, serves them through the API and deletes them', async () => {
    const { accessToken } = await createSignedInUser(t);
    const { name, url, thumbnailUrl } = await uploadPhoto(
      t,
      { accessToken },
      photoForm(await makeJpeg(120, 90)),
    );

    const inBucket = await t.app.storage.get(name);
    expect(inBucket).not.toBeNull();
    inBucket!.body.destroy();

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 120, height: 90 });
    expect((await t.app.inject({ method: 'GET', url: thumbnailUrl })).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/file-storage/delete',
      headers: bearer(accessToken),
      payload: { fileName: name },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.get(name)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
