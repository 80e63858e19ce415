import type { LightMyRequestResponse } from 'fastify';
import { newCommentPayload } from './factories/marker-comment.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { codeIn, lastMailTo } from './helpers/outbox';
import { useTestApp, type TestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';
import { postComment } from './helpers/comments';
import { postPhoto } from './helpers/photos';
import { countRows } from './helpers/rows';

/**
 * Publishing needs a verified email and a real place. Reading needs
 * neither. Runs on SQLite and PostgreSQL.
 */
const MARKER_URL = '/api/marker';
const DELETE_URL = '/api/file-storage/delete';
const LIST_URL = '/api/marker/marker-comments/list';

const NOT_VERIFIED = {
  success: false,
  code: 'EMAIL_NOT_VERIFIED',
  message: 'Please verify your email address before publishing.',
};
const PLACE_REQUIRED = {
  success: false,
  code: 'PLACE_REQUIRED',
  message: 'Choose a place on the map before saving a comment.',
};

const counts = async (t: Pick<TestApp, 'db'>) => ({
  comments: await countRows(t.db, 'marker_comments'),
  photos: await countRows(t.db, 'photos'),
});

const expectNotVerified = (res: LightMyRequestResponse) =>
  expectFailure(res, 403, NOT_VERIFIED.code, NOT_VERIFIED.message);

describe('publishing needs a verified email', () => {
  const t = useTestApp();
  let unverified: SignedInUser;
  let verified: SignedInUser;

  beforeAll(async () => {
    unverified = await createSignedInUser(t, { email_verified: 0 });
    verified = await createSignedInUser(t);
  });

  const post = (user: SignedInUser, body: unknown = newCommentPayload()) =>
    postComment(t, user, body);

  const upload = (user: SignedInUser) => postPhoto(t, user);

  /** `send` is refused for the unverified email and leaves no comment or photo behind. */
  const expectRefusedSavingNothing = async (send: () => Promise<LightMyRequestResponse>) => {
    const before = await counts(t);
    expectNotVerified(await send());
    expect(await counts(t)).toEqual(before);
  };

  it('refuses a comment from an unverified account with 403 EMAIL_NOT_VERIFIED; nothing is saved', async () => {
    await expectRefusedSavingNothing(() => post(unverified));
  });

  it('says so before looking at the body (a bad body from an unverified account is still 403)', async () => {
    const res = await post(unverified, { nonsense: true });
    expectNotVerified(res);
  });

  it('refuses an upload from an unverified account; no row and no file', async () => {
    await expectRefusedSavingNothing(() => upload(unverified));
  });

  it('refuses a delete from an unverified account', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: DELETE_URL,
      payload: { fileName: '0123456789abcdef0123456789abcdef.jpg' },
      headers: bearer(unverified.accessToken),
    });
    expectNotVerified(res);
  });

  it('still answers 401 to anonymous requests (not 403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: MARKER_URL,
      payload: newCommentPayload(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 401 when the signed-in account no longer exists', async () => {
    const gone = await createSignedInUser(t);
    await t.db.deleteFrom('users').where('id', '=', gone.user.id).execute();
    const res = await post(gone);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('lets a verified account publish a comment and a photo', async () => {
    const uploaded = await upload(verified);
    expect(uploaded.statusCode).toBe(200);
    const res = await post(verified, newCommentPayload({ photoUrls: [uploaded.json().data.name] }));
    expect(res.statusCode).toBe(200);
  });

  it('reading needs nothing: the list answers anonymous and unverified callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST_URL })).statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: LIST_URL,
      headers: bearer(unverified.accessToken),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('publishing works right after the account verifies with the emailed code', async () => {
    const email = `late-verifier-${Date.now()}@example.com`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'correct horse battery' },
    });
    expect(registered.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password: 'correct horse battery' },
    });
    const person: SignedInUser = {
      user: { id: '', email },
      accessToken: login.json().data.accessToken,
      password: null,
    };
    expect((await post(person)).statusCode).toBe(403);

    const code = codeIn(await lastMailTo(t, email, 'Verify'));
    const verifiedNow = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { email, code },
    });
    expect(verifiedNow.statusCode).toBe(200);

    // The same access token: the rule reads the account, not the token.
    expect((await post(person)).statusCode).toBe(200);
  });
});

describe('a comment needs a real place', () => {
  const t = useTestApp();
  let user: SignedInUser;

  beforeAll(async () => {
    user = await createSignedInUser(t);
  });

  const post = (body: unknown) => postComment(t, user, body);

  it.each([
    ['the point 0,0', { coordinates: { lat: 0, lon: 0 } }],
    ['the point -0,-0', { coordinates: { lat: -0, lon: -0 } }],
    ['0,0 even with an address', { coordinates: { lat: 0, lon: 0 }, fullAddress: 'Somewhere' }],
    ['an empty address', { fullAddress: '' }],
    ['a blank address', { fullAddress: '   \t ' }],
  ])('refuses %s with 400 PLACE_REQUIRED, saving nothing', async (_case, change) => {
    const before = await counts(t);
    const res = await post(newCommentPayload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(PLACE_REQUIRED);
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a payload without the address field like any missing field', async () => {
    const { fullAddress: _dropped, ...rest } = newCommentPayload();
    const res = await post(rest);
    expectFailure(res, 400, 'VALIDATION_ERROR', "Field 'fullAddress' is required.");
  });

  it.each([
    ['on the equator', { lat: 0, lon: 151.2 }],
    ['on the prime meridian', { lat: -33.9, lon: 0 }],
    ['near 0,0 but not on it', { lat: 0.000001, lon: -0.000001 }],
    ['at the date line', { lat: -16.5, lon: 180 }],
    ['at the south pole', { lat: -90, lon: -180 }],
  ])('accepts a real place %s', async (_case, coordinates) => {
    const res = await post(newCommentPayload({ coordinates }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(coordinates);
  });

  it("accepts a place whose address lookup failed (the client's 'Address not available')", async () => {
    const res = await post(
      newCommentPayload({ fullAddress: 'Address not available', region: '', city: '' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('checks the place only for verified accounts (the email rule answers first)', async () => {
    const unverified = await createSignedInUser(t, { email_verified: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: MARKER_URL,
      payload: newCommentPayload({ coordinates: { lat: 0, lon: 0 } }),
      headers: bearer(unverified.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});
