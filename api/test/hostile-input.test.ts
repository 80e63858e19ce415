import { newCommentPayload } from './factories/marker-comment.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { injectFrom } from './helpers/auth-requests';
import { GoogleStandIn } from './helpers/google-stand-in';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

/**
 * Text PostgreSQL cannot store (a NUL character) or that is not Unicode at all (a lone
 * surrogate) is refused the same way on both databases: 400 VALIDATION_ERROR naming the
 * field, for every route, before anything reaches a database.
 */
describe('text that no database can store', () => {
  const t = useTestApp();
  let alice: SignedInUser;

  beforeAll(async () => {
    alice = await createSignedInUser(t);
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: string,
    headers: Record<string, string> = {},
  ) =>
    injectFrom(t, {
      method,
      url,
      payload,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    });

  const expectRefused = (response: Awaited<ReturnType<typeof send>>, message: string): void => {
    expectFailure(response, 400, 'VALIDATION_ERROR', message);
  };

  const marker = (overrides: Record<string, unknown>) =>
    JSON.stringify(newCommentPayload(overrides));

  const NUL = (field: string, where = 'Field') =>
    `${where} '${field}' must not contain a NUL character.`;
  const BROKEN = (field: string, where = 'Field') =>
    `${where} '${field}' is not valid Unicode text.`;

  it.each([
    [
      'the login identifier',
      '/api/auth/login',
      '{"identifier":"ada\\u0000","password":"x"}',
      'identifier',
    ],
    [
      'a register name',
      '/api/auth/register',
      '{"email":"nul@example.com","firstName":"A\\u0000da","password":"correct horse battery"}',
      'firstName',
    ],
    ['a password', '/api/auth/login', '{"identifier":"ada","password":"pw\\u0000pw"}', 'password'],
    ['a refresh token', '/api/auth/refresh-token', '{"refreshToken":"\\u0000"}', 'refreshToken'],
  ])('refuses a NUL in %s (anonymous routes)', async (_what, url, payload, field) => {
    expectRefused(await send('POST', url, payload), NUL(field));
  });

  it('refuses a NUL in a comment and in a photo name on POST /api/marker, saving nothing', async () => {
    const headers = bearer(alice.accessToken);
    expectRefused(
      await send('POST', '/api/marker', marker({ comment: 'quiet\u0000street' }), headers),
      NUL('comment'),
    );
    expectRefused(
      await send('POST', '/api/marker', marker({ photoUrls: ['a\u0000.jpg'] }), headers),
      NUL('photoUrls.0'),
    );
    const rows = await t.db.selectFrom('marker_comments').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses a NUL in PUT /api/users/me and changes nothing', async () => {
    const response = await send(
      'PUT',
      '/api/users/me',
      '{"firstName":"Ada\\u0000","lastName":"Lovelace"}',
      bearer(alice.accessToken),
    );
    expectRefused(response, NUL('firstName'));
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: null, last_name: null });
  });

  it.each([
    ['/api/auth/check-username?username=ada%00', 'username'],
    ['/api/auth/check-email?email=ada%00%40example.com', 'email'],
    ['/api/geo/search?q=Bondi%00', 'q'],
    ['/api/marker/marker-comments/list?bbox=1,2,3,4%00', 'bbox'],
  ])('refuses a NUL in the query string of %s', async (url, field) => {
    expectRefused(await send('GET', url), NUL(field, 'Query parameter'));
  });

  it('refuses a NUL in a path parameter', async () => {
    expectRefused(
      await send('GET', '/api/file-storage/files/photo%00.jpg'),
      NUL('name', 'Path parameter'),
    );
  });

  it('refuses a NUL in a field name without repeating the name', async () => {
    const response = await send(
      'POST',
      '/api/auth/login',
      '{"x\\u0000<b>":"y","identifier":"a","password":"b"}',
    );
    expectRefused(response, 'A field name must not contain a NUL character.');
  });

  it.each([
    ['a lone high surrogate', '"\\ud800"'],
    ['a lone low surrogate', '"a\\udfffb"'],
    ['surrogates in the wrong order', '"\\udc00\\ud800"'],
  ])('refuses %s in a JSON text', async (_what, json) => {
    const response = await send(
      'PUT',
      '/api/users/me',
      `{"lastName":${json}}`,
      bearer(alice.accessToken),
    );
    expectRefused(response, BROKEN('lastName'));
  });

  it('refuses broken Unicode inside a list', async () => {
    const response = await send(
      'POST',
      '/api/marker',
      marker({ photoUrls: ['ok.jpg', '\ud800.jpg'] }).replace('\ud800', '\\ud800'),
      bearer(alice.accessToken),
    );
    expectRefused(response, BROKEN('photoUrls.1'));
  });

  it('never answers 500 for percent-encoded bytes that are not UTF-8 in a query string', async () => {
    // The query parser keeps what it cannot decode as literal text: a search for it is fine.
    for (const bytes of ['%ED%A0%80', '%ff%fe', '%C0%80', '%']) {
      const response = await send('GET', `/api/geo/search?q=Bondi${bytes}`);
      expect({ bytes, status: response.statusCode, body: response.json() }).toEqual({
        bytes,
        status: 200,
        body: expect.objectContaining({ success: true }),
      });
    }
  });

  it('keeps accepting ordinary text: accents, emoji, tabs and new lines', async () => {
    const response = await send(
      'PUT',
      '/api/users/me',
      JSON.stringify({ firstName: 'Zoë 😀', lastName: 'Line\tone\nline two' }),
      bearer(alice.accessToken),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Zoë 😀',
      lastName: 'Line\tone\nline two',
    });
  });

  it('keeps the message free of the text that was sent', async () => {
    const response = await send(
      'POST',
      '/api/auth/login',
      '{"identifier":"<script>secret\\u0000</script>","password":"x"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/script|secret/);
  });
});

describe('POST /api/auth/google with a token that is not one', () => {
  const google = new GoogleStandIn();
  const env: Record<string, string> = {
    GOOGLE_CLIENT_ID: 'rentmap-test.apps.googleusercontent.com',
  };
  beforeAll(async () => {
    await google.start();
    env.GOOGLE_API_BASE_URL = google.baseUrl;
  });
  afterAll(() => google.stop());
  const t = useTestApp({ env });

  const signIn = (json: string) =>
    injectFrom(t, {
      method: 'POST',
      url: '/api/auth/google',
      payload: json,
      headers: { 'content-type': 'application/json' },
    });

  it('answers a lone surrogate with a 4xx in the error shape (it was a URIError 500)', async () => {
    const response = await signIn('{"accessToken":"\\ud800"}');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it.each([
    ['characters outside ASCII', 'ya29.tok✓en'],
    ['spaces and control characters', 'ya29 tok\u0001en'],
    ['a new line (header injection)', 'ya29.token\r\nX-Evil: 1'],
  ])(
    'refuses a token with %s as an invalid Google sign-in without asking Google',
    async (_what, token) => {
      const before = google.requests.length;
      const response = await signIn(JSON.stringify({ accessToken: token }));
      expectFailure(response, 401, 'INVALID_TOKEN', 'Google sign-in failed. Please try again.');
      expect(google.requests.length).toBe(before);
    },
  );
});
