import { unzipSync, strFromU8 } from 'fflate';
import { Value } from 'typebox/value';
import { ACCOUNT_EXPORT, AccountExportSchema, type AccountExport } from 'shared/contract';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { injectFrom, login, refresh } from './helpers/auth-requests';
import { newCommentPayload } from './factories/marker-comment.factory';
import { saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { useTestAppWithS3 } from './helpers/s3-stand-in';
import { useTestApp, type TestApp } from './helpers/test-app';
import { expectSignInRequired } from './helpers/responses';
import { insertLikes } from './helpers/rows';

const EXPORT_URL = '/api/users/me/export';

function exportOf(t: Pick<TestApp, 'app'>, user: SignedInUser | null) {
  return injectFrom(t, {
    method: 'GET',
    url: EXPORT_URL,
    headers: user ? bearer(user.accessToken) : {},
  });
}

describe('GET /api/users/me/export', () => {
  const t = useTestApp();
  let alice: SignedInUser;
  let bob: SignedInUser;
  let alicePhoto: { name: string; url: string };
  let bobPhoto: { name: string };
  let aliceComment: string;
  let bobComment: string;

  beforeAll(async () => {
    alice = await createSignedInUser(t, {
      first_name: 'Alice',
      username: 'alice_export',
      budget_range: '1000-1500',
      room_type: 'studio',
      sms_notifications: 1,
    });
    bob = await createSignedInUser(t, { first_name: 'Bob', username: 'bob_export' });
    alicePhoto = await uploadPhoto(t, alice);
    bobPhoto = await uploadPhoto(t, bob);
    ({ id: aliceComment } = await saveComment(t, alice, {
      comment: 'Alice: the landlord fixed the heater within a day',
      photoUrls: [alicePhoto.name],
    }));
    ({ id: bobComment } = await saveComment(t, bob, {
      comment: 'Bob: mould in the bathroom',
      photoUrls: [bobPhoto.name],
    }));
    // Likes as the likes routes write them: alice likes bob's comment, bob likes alice's.
    await insertLikes(
      t.db,
      [
        { userId: alice.user.id, commentId: bobComment },
        { userId: bob.user.id, commentId: aliceComment },
      ],
      '2026-11-20T10:00:00.000Z',
    );
    // A real sign-in, so there is a session to list.
    expect((await login(t, alice.user.email, alice.password!)).statusCode).toBe(200);
    expect((await login(t, bob.user.email, bob.password!)).statusCode).toBe(200);
  });

  it('downloads a ZIP attachment with the data file, a README and the photos', async () => {
    const response = await exportOf(t, alice);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rentmap-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        ACCOUNT_EXPORT.readmeFile,
        ACCOUNT_EXPORT.dataFile,
        `${ACCOUNT_EXPORT.photosFolder}${alicePhoto.name}`,
      ].sort(),
    );
    expect(strFromU8(files[ACCOUNT_EXPORT.readmeFile]!)).toContain(ACCOUNT_EXPORT.dataFile);

    // The photo is the very file the site serves.
    const served = await t.app.inject({ method: 'GET', url: alicePhoto.url });
    expect(
      Buffer.from(files[`${ACCOUNT_EXPORT.photosFolder}${alicePhoto.name}`]!).equals(
        served.rawPayload,
      ),
    ).toBe(true);
  });

  it("holds the account's profile, settings, comments, likes, photos and sign-ins", async () => {
    const files = unzipSync(new Uint8Array((await exportOf(t, alice)).rawPayload));
    const data = JSON.parse(strFromU8(files[ACCOUNT_EXPORT.dataFile]!)) as AccountExport;

    expect([...Value.Errors(AccountExportSchema, data)]).toEqual([]);
    expect(data.formatVersion).toBe(1);
    expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
    expect(data.account).toMatchObject({
      id: alice.user.id,
      email: alice.user.email,
      emailVerified: true,
      firstName: 'Alice',
      lastName: null,
      username: 'alice_export',
      signInMethods: ['password'],
    });
    expect(data.preferences).toEqual({ budgetRange: '1000-1500', roomType: 'studio' });
    expect(data.settings).toEqual({
      profileVisibility: 'private',
      locationSharing: 'when-active',
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: true,
    });
    expect(data.comments).toEqual([
      expect.objectContaining({
        id: aliceComment,
        comment: 'Alice: the landlord fixed the heater within a day',
        fullAddress: newCommentPayload().fullAddress,
        unitNumber: '12B',
        locationType: 'Apartment',
        mapSource: 'OPENSTREET',
        postcode: '2026',
        photos: [alicePhoto.name],
        likeCount: 1,
      }),
    ]);
    expect(data.comments[0]!.lat).toBeCloseTo(-33.8915, 6);
    expect(data.likes).toEqual([{ commentId: bobComment, likedAt: '2026-11-20T10:00:00.000Z' }]);
    expect(data.photos).toEqual([
      expect.objectContaining({
        name: alicePhoto.name,
        file: `photos/${alicePhoto.name}`,
        commentId: aliceComment,
        contentType: 'image/jpeg',
      }),
    ]);
    expect(data.signIns).toHaveLength(1);
    expect(data.signIns[0]).toEqual({
      startedAt: expect.any(String),
      lastRefreshedAt: expect.any(String),
      expiresAt: expect.any(String),
      endedAt: null,
    });
  });

  it("never holds another person's data, a password hash or a token hash", async () => {
    const files = unzipSync(new Uint8Array((await exportOf(t, alice)).rawPayload));
    const text = strFromU8(files[ACCOUNT_EXPORT.dataFile]!);

    for (const foreign of [
      bob.user.id,
      bob.user.email,
      'bob_export',
      'Bob: mould',
      bobPhoto.name,
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(Object.keys(files).some((name) => name.includes(bobPhoto.name))).toBe(false);
    expect(text).not.toMatch(/\$argon2|token_?hash|password_?hash|google_?subject/i);
    const hashes = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);

    // And Bob's export is Bob's.
    const bobs = unzipSync(new Uint8Array((await exportOf(t, bob)).rawPayload));
    const bobData = JSON.parse(strFromU8(bobs[ACCOUNT_EXPORT.dataFile]!)) as AccountExport;
    expect(bobData.account.id).toBe(bob.user.id);
    expect(bobData.comments.map((comment) => comment.id)).toEqual([bobComment]);
    expect(JSON.stringify(bobData)).not.toContain(alice.user.email);
  });

  it('lists a photo whose file is gone with file: null instead of failing', async () => {
    const carol = await createSignedInUser(t);
    const photo = await uploadPhoto(t, carol);
    await t.app.storage.delete(photo.name);

    const response = await exportOf(t, carol);

    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([ACCOUNT_EXPORT.readmeFile, ACCOUNT_EXPORT.dataFile]);
    const data = JSON.parse(strFromU8(files[ACCOUNT_EXPORT.dataFile]!)) as AccountExport;
    expect(data.photos).toEqual([expect.objectContaining({ name: photo.name, file: null })]);
    expect(data.comments).toEqual([]);
  });

  it('lists each sign-in once, renewals and sign-out included, without any token', async () => {
    const erin = await createSignedInUser(t);
    const first = await login(t, erin.user.email, erin.password!);
    const renewed = await refresh(t, first.json().data.refreshToken as string);
    expect(renewed.statusCode).toBe(200);
    const ended = await injectFrom(t, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: renewed.json().data.refreshToken },
    });
    expect(ended.statusCode).toBe(200);
    const second = await login(t, erin.user.email, erin.password!);
    expect(second.statusCode).toBe(200);

    const files = unzipSync(new Uint8Array((await exportOf(t, erin)).rawPayload));
    const text = strFromU8(files[ACCOUNT_EXPORT.dataFile]!);
    const { signIns } = JSON.parse(text) as AccountExport;

    expect(signIns).toHaveLength(2);
    const [signedOut, current] = signIns as [
      AccountExport['signIns'][0],
      AccountExport['signIns'][0],
    ];
    expect(signedOut.endedAt).not.toBeNull();
    expect(Date.parse(signedOut.lastRefreshedAt)).toBeGreaterThanOrEqual(
      Date.parse(signedOut.startedAt),
    );
    expect(current.endedAt).toBeNull();
    for (const token of [
      first.json().data.refreshToken,
      renewed.json().data.refreshToken,
      second.json().data.refreshToken,
    ]) {
      expect(text).not.toContain(token);
    }
  });

  it('needs a valid access token (401 in the error shape)', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer not.a.token' }];
    for (const headers of attempts) {
      const response = await injectFrom(t, { method: 'GET', url: EXPORT_URL, headers });
      expectSignInRequired(response);
    }
  });

  it('allows a few exports an hour per account, then 429 with Retry-After', async () => {
    const dave = await createSignedInUser(t);
    for (let i = 0; i < 5; i += 1) expect((await exportOf(t, dave)).statusCode).toBe(200);

    const refused = await exportOf(t, dave);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await exportOf(t, await createSignedInUser(t))).statusCode).toBe(200);
  });
});

describe('GET /api/users/me/export with photos in an S3 bucket', () => {
  const t = useTestAppWithS3();

  it('reads the photos through the S3 driver into the archive', async () => {
    const user = await createSignedInUser(t);
    const photos = [await uploadPhoto(t, user), await uploadPhoto(t, user)];

    const response = await exportOf(t, user);

    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    for (const photo of photos) {
      const served = await t.app.inject({ method: 'GET', url: photo.url });
      expect(served.statusCode).toBe(200);
      expect(Buffer.from(files[`photos/${photo.name}`]!).equals(served.rawPayload)).toBe(true);
    }
    const data = JSON.parse(strFromU8(files[ACCOUNT_EXPORT.dataFile]!)) as AccountExport;
    expect(data.photos.map((photo) => photo.file)).toEqual(
      photos.map((photo) => `photos/${photo.name}`),
    );
  });
});
