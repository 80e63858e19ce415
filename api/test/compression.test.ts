import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { createSignedInUser } from './helpers/auth';
import { uploadPhoto } from './helpers/photos';
import { useTestApp } from './helpers/test-app';

const LIST_URL = '/api/marker/marker-comments/list?size=100';

describe('compressed answers', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const rows = Array.from({ length: 100 }, () => buildMarkerComment());
    await t.db.insertInto('marker_comments').values(rows).execute();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'sends JSON as %s when the client accepts it, the same data as uncompressed',
    async (encoding, decode) => {
      const plain = await t.app.inject({ method: 'GET', url: LIST_URL });
      const packed = await t.app.inject({
        method: 'GET',
        url: LIST_URL,
        headers: { 'accept-encoding': encoding },
      });

      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('leaves small answers and images as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();

    const user = await createSignedInUser(t);
    const upload = await uploadPhoto(t, user);
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/file-storage/files/${upload.name}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
  });
});
