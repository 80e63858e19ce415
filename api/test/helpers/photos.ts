import { makeJpeg } from '../fixtures/images';
import { bearerOf, type SignedInUser } from './auth';
import { photoForm, type multipart } from './multipart';
import type { TestApp } from './test-app';

export const UPLOAD_URL = '/api/file-storage/upload';

export interface UploadedPhoto {
  id: string;
  name: string;
  url: string;
  thumbnailUrl: string;
}

/**
 * POST /api/file-storage/upload as `user` (anonymous when null) with `form`, a small JPEG
 * when none is given. Answers the response, whatever its status.
 */
export async function postPhoto(
  t: Pick<TestApp, 'app'>,
  user: Pick<SignedInUser, 'accessToken'> | null,
  form?: ReturnType<typeof multipart>,
) {
  const body = form ?? photoForm(await makeJpeg());
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    payload: body.payload,
    headers: { ...body.headers, ...bearerOf(user) },
  });
}

/** postPhoto expecting 200: answers what the API says of the stored photo. */
export async function uploadPhoto(
  t: Pick<TestApp, 'app'>,
  user: Pick<SignedInUser, 'accessToken'>,
  form?: ReturnType<typeof multipart>,
): Promise<UploadedPhoto> {
  const response = await postPhoto(t, user, form);
  expect(response.statusCode).toBe(200);
  return response.json().data as UploadedPhoto;
}
