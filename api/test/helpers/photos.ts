import { makeJpeg } from '../fixtures/images';
import { bearer, type SignedInUser } from './auth';
import { photoForm } from './multipart';
import type { TestApp } from './test-app';

export interface UploadedPhoto {
  id: string;
  name: string;
  url: string;
  thumbnailUrl: string;
}

/** Uploads a small JPEG as `user` (expecting 200) and answers what the API says of it. */
export async function uploadPhoto(
  t: Pick<TestApp, 'app'>,
  user: Pick<SignedInUser, 'accessToken'>,
): Promise<UploadedPhoto> {
  const form = photoForm(await makeJpeg());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/file-storage/upload',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(user.accessToken) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as UploadedPhoto;
}
