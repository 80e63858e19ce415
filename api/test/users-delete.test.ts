import { existsSync } from 'node:fs';
import path from 'node:path';
import { TEXTS } from 'shared/contract';
import { insertUser } from './factories/user.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { getMe, login, refresh } from './helpers/auth-requests';
import { saveComment } from './helpers/comments';
import { GoogleStandIn } from './helpers/google-stand-in';
import { readOutbox } from './helpers/outbox';
import { uploadPhoto } from './helpers/photos';
import { useTestAppWithS3 } from './helpers/s3-stand-in';
import { useTestApp, type TestApp } from './helpers/test-app';
import { insertLikes, likesOf, rowById, rowsOfUser } from './helpers/rows';

const DELETE_URL = '/api/users/me';
const CLIENT_ID = 'rentmap-test.apps.googleusercontent.com';

let address = 0;
/** From a fresh address each time: the per-address limit stays out of tests not about it. */
function deleteAccount(
  t: Pick<TestApp, 'app'>,
  accessToken: string | null,
  payload: Record<string, unknown>,
  remoteAddress = `10.20.${(++address >> 8) & 255}.${address & 255}`,
) {
  return t.app.inject({
    method: 'DELETE',
    url: DELETE_URL,
    remoteAddress,
    headers: accessToken ? bearer(accessToken) : {},
    payload,
  });
}

/** Pins the cluster grid counts at zoom 0 (every comment is in one of its cells). */
async function pinsInGrid(t: Pick<TestApp, 'db'>): Promise<number> {
  const rows = await t.db.selectFrom('marker_cells').select('count').where('z', '=', 0).execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

/** An account with a sign-in, a comment with a photo, a like given and a like received. */
async function accountWithData(t: Pick<TestApp, 'app' | 'db'>, other: SignedInUser) {
  const user = await createSignedInUser(t);
  const signIn = await login(t, user.user.email, user.password!);
  expect(signIn.statusCode).toBe(200);
  const photo = await uploadPhoto(t, user);
  const { id: commentId } = await saveComment(t, user, { photoUrls: [photo.name] });
  const { id: otherComment } = await saveComment(t, other);
  await insertLikes(t.db, [
    { userId: user.user.id, commentId: otherComment },
    { userId: other.user.id, commentId },
  ]);
  return {
    ...user,
    refreshToken: signIn.json().data.refreshToken as string,
    photo,
    commentId,
    otherComment,
  };
}

describe('DELETE /api/users/me', () => {
  const t = useTestApp();
  let bob: SignedInUser;

  beforeAll(async () => {
    bob = await createSignedInUser(t);
  });

  const uploads = () => {
    if (t.config.storage.driver !== 'local') throw new Error('local storage expected');
    return t.config.storage.dir;
  };
  const userRow = (id: string) =>
    t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();

  it('deletes the account and everything of it, signs out everywhere and mails a confirmation', async () => {
    const alice = await accountWithData(t, bob);
    const pinsBefore = await pinsInGrid(t);
    const files = [alice.photo.name, alice.photo.name.replace('.jpg', '-thumb.jpg')];
    expect(files.every((name) => existsSync(path.join(uploads(), name)))).toBe(true);

    const response = await deleteAccount(t, alice.accessToken, {
      confirmation: 'DELETE',
      password: alice.password,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { message: TEXTS.accountData.accountDeleted },
    });
    // Rows: the account, its comment, its photo, its likes, its sessions and codes.
    expect(await userRow(alice.user.id)).toBeUndefined();
    for (const table of ['marker_comments', 'photos', 'marker_likes', 'refresh_tokens'] as const) {
      const rows = await rowsOfUser(t.db, table, alice.user.id);
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    // Bob's like of Alice's comment went with it; Alice's like of Bob's is counted out.
    expect(await likesOf(t.db, alice.commentId)).toEqual([]);
    const bobsComment = await rowById(t.db, 'marker_comments', alice.otherComment);
    expect(Number(bobsComment.like_count)).toBe(0);
    // The clusters no longer count the comment.
    expect(await pinsInGrid(t)).toBe(pinsBefore - 1);

    // Nothing of it is reachable: the comment, the photo and its thumbnail, the files.
    const comment = await t.app.inject({
      method: 'GET',
      url: `/api/marker/marker-comments/${alice.commentId}`,
    });
    expect(comment.statusCode).toBe(404);
    for (const url of [alice.photo.url, alice.photo.thumbnailUrl]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(files.some((name) => existsSync(path.join(uploads(), name)))).toBe(false);

    // Signed out everywhere: the access token, the refresh token and the password fail.
    expect((await getMe(t, alice.accessToken)).statusCode).toBe(401);
    expect((await refresh(t, alice.refreshToken)).statusCode).toBe(401);
    const signIn = await login(t, alice.user.email, alice.password!);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().code).toBe('INVALID_CREDENTIALS');

    const mails = (await readOutbox(t)).filter((mail) => mail.to.includes(alice.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your RentMap account was deleted');
    const mail = mails.find((m) => m.subject === 'Your RentMap account was deleted')!;
    expect(mail.text).toContain('every device was signed out');
    // No user data in the logs.
    expect(JSON.stringify(t.logs)).not.toContain(alice.user.email);
  });

  it('sends the confirmation even when the account turned email notifications off', async () => {
    const carol = await createSignedInUser(t, { email_notifications: 0 });
    const response = await deleteAccount(t, carol.accessToken, {
      confirmation: 'DELETE',
      password: carol.password,
    });
    expect(response.statusCode).toBe(200);
    const subjects = (await readOutbox(t))
      .filter((mail) => mail.to.includes(carol.user.email))
      .map((mail) => mail.subject);
    expect(subjects).toEqual(['Your RentMap account was deleted']);
  });

  it.each([
    [
      'a wrong password',
      { confirmation: 'DELETE', password: 'not the password' },
      'INVALID_CREDENTIALS',
      TEXTS.accountData.wrongPassword,
    ],
    [
      'no password',
      { confirmation: 'DELETE' },
      'VALIDATION_ERROR',
      TEXTS.validation.passwordRequired,
    ],
    [
      'an empty password',
      { confirmation: 'DELETE', password: '' },
      'VALIDATION_ERROR',
      TEXTS.validation.passwordRequired,
    ],
    [
      'a wrong confirmation',
      { confirmation: 'delete', password: 'PASSWORD' },
      'VALIDATION_ERROR',
      'Type DELETE to confirm.',
    ],
    [
      'an empty confirmation',
      { confirmation: '', password: 'PASSWORD' },
      'VALIDATION_ERROR',
      'Type DELETE to confirm.',
    ],
  ])('refuses %s with 400 and deletes nothing', async (_case, body, code, message) => {
    const alice = await accountWithData(t, bob);
    const payload = { ...body } as Record<string, unknown>;
    if (payload.password === 'PASSWORD') payload.password = alice.password;

    const response = await deleteAccount(t, alice.accessToken, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code, message });
    expect(await userRow(alice.user.id)).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: alice.photo.url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/marker/marker-comments/${alice.commentId}` }))
        .statusCode,
    ).toBe(200);
    expect((await getMe(t, alice.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, alice.refreshToken)).statusCode).toBe(200);
    const mails = (await readOutbox(t)).filter((mail) => mail.to.includes(alice.user.email));
    expect(mails).toEqual([]);
  });

  it('refuses malformed bodies in the error shape', async () => {
    const alice = await createSignedInUser(t);
    for (const payload of [
      {},
      { confirmation: 42, password: alice.password },
      { confirmation: 'DELETE', password: alice.password, userId: bob.user.id },
      { confirmation: 'DELETE', password: 'x'.repeat(5000) },
    ]) {
      const response = await deleteAccount(t, alice.accessToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect(await userRow(alice.user.id)).toBeDefined();
  });

  it("needs the account's own token: no token is 401, another user's token deletes only that user", async () => {
    const alice = await createSignedInUser(t);
    const anonymous = await deleteAccount(t, null, {
      confirmation: 'DELETE',
      password: alice.password,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

    // Bob's token with Alice's password: Bob's password is asked, so it fails.
    const mallory = await createSignedInUser(t, { password: 'mallory password 1' });
    const wrong = await deleteAccount(t, mallory.accessToken, {
      confirmation: 'DELETE',
      password: alice.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(await userRow(alice.user.id)).toBeDefined();
    expect(await userRow(mallory.user.id)).toBeDefined();
  });

  it('allows 5 tries per account in 15 minutes, then 429', async () => {
    const alice = await createSignedInUser(t);
    for (let i = 0; i < 5; i += 1) {
      const response = await deleteAccount(t, alice.accessToken, {
        confirmation: 'DELETE',
        password: 'guess',
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await deleteAccount(t, alice.accessToken, {
      confirmation: 'DELETE',
      password: alice.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await userRow(alice.user.id)).toBeDefined();
  });
});

describe('DELETE /api/users/me for an account that signs in with Google', () => {
  const google = new GoogleStandIn();
  const env: Record<string, string> = { GOOGLE_CLIENT_ID: CLIENT_ID };
  beforeAll(async () => {
    await google.start();
    env.GOOGLE_API_BASE_URL = google.baseUrl;
  });
  afterAll(() => google.stop());
  const t = useTestApp({ env });

  let sequence = 0;
  async function googleUser() {
    sequence += 1;
    const subject = `20000000000000000${sequence}`;
    const row = await insertUser(t.db, { password: null, google_subject: subject });
    const { accessToken } = t.app.accessTokens.issue(row.id);
    const token = google.addToken(`ya29.delete-${sequence}`, {
      sub: subject,
      email: row.email,
      aud: CLIENT_ID,
    });
    return { id: row.id, accessToken, googleToken: token, subject };
  }
  const exists = async (id: string) =>
    (await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  it('deletes with a fresh Google token of the same Google account', async () => {
    const user = await googleUser();
    const response = await deleteAccount(t, user.accessToken, {
      confirmation: 'DELETE',
      googleAccessToken: user.googleToken,
    });
    expect(response.statusCode).toBe(200);
    expect(await exists(user.id)).toBe(false);
  });

  it("refuses another Google account's token, an unknown token and a password, with 400", async () => {
    const user = await googleUser();
    const other = await googleUser();
    for (const [payload, code, message] of [
      [
        { googleAccessToken: other.googleToken },
        'INVALID_CREDENTIALS',
        TEXTS.accountData.googleConfirmFailed,
      ],
      [
        { googleAccessToken: 'ya29.unknown' },
        'INVALID_CREDENTIALS',
        TEXTS.accountData.googleConfirmFailed,
      ],
      [{ password: 'anything at all' }, 'VALIDATION_ERROR', TEXTS.accountData.googleOnly],
      [{}, 'VALIDATION_ERROR', TEXTS.accountData.googleOnly],
    ] as const) {
      const response = await deleteAccount(t, user.accessToken, {
        confirmation: 'DELETE',
        ...payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code, message });
    }
    expect(await exists(user.id)).toBe(true);
    expect(await exists(other.id)).toBe(true);
  });
});

describe('DELETE /api/users/me with photos in an S3 bucket', () => {
  const t = useTestAppWithS3();

  it('deletes the photo and its thumbnail from the bucket', async () => {
    const user = await createSignedInUser(t);
    const photo = await uploadPhoto(t, user);
    await saveComment(t, user, { photoUrls: [photo.name] });
    const keys = [photo.name, photo.name.replace('.jpg', '-thumb.jpg')];
    for (const key of keys) expect(await t.app.storage.get(key)).not.toBeNull();

    const response = await deleteAccount(t, user.accessToken, {
      confirmation: 'DELETE',
      password: user.password,
    });

    expect(response.statusCode).toBe(200);
    for (const key of keys) expect(await t.app.storage.get(key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
