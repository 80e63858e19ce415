/** @jest-environment node */
// Node environment: axios uses its http adapter against a real local server (startLocalApi).
import type { TokenService } from '../auth/token-service';
import type { GeoSearchAnswer } from '../contract/geo';
import type { SavedMarkerComment } from '../contract/markers';
import { startLocalApi, type Seen } from '../../test/local-api';
import { callRoute, routePath } from './call';
import type { TypedApiClient } from './typed-client';

/** Every request is answered with what it was; the place search as the API does. */
const local = startLocalApi(({ method, url, body }) => ({
  status: 200,
  body: JSON.stringify(
    url.startsWith('/api/geo/search')
      ? { success: true, data: [{ name: 'Bondi' }], notice: 'street-level-unavailable' }
      : { success: true, data: { method, url, body } },
  ),
}));
let seen: Seen[];
let tokens: TokenService;
let api: TypedApiClient;
beforeEach(() => ({ seen, tokens, api } = local));

const signIn = () => tokens.setSession({ accessToken: 'a.b.c', refreshToken: 'r', user: null });

describe('callRoute sends what the route table says', () => {
  it('picks each route’s method and builds its path, each parameter encoded', async () => {
    await callRoute(api, 'markerComment', { params: { id: 'a b/c' } });
    await callRoute(api, 'likeMarkerComment', { params: { id: 'x?y' } });
    await callRoute(api, 'unlikeMarkerComment', { params: { id: '7' } });
    await callRoute(api, 'reportMarkerComment', {
      params: { id: '7' },
      body: { reason: 'spam-or-scam' },
    });
    await callRoute(api, 'updateWatchedArea', { params: { id: 'w 1' }, body: { name: 'Home' } });
    await callRoute(api, 'currentUser');
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/marker/marker-comments/a%20b%2Fc',
      'PUT /api/marker/marker-comments/x%3Fy/like',
      'DELETE /api/marker/marker-comments/7/like',
      'POST /api/marker/marker-comments/7/reports',
      'PATCH /api/users/me/watched-areas/w%201',
      'GET /api/users/me',
    ]);
  });

  it('sends the query', async () => {
    await callRoute(api, 'checkEmail', { query: { email: 'ada+1@example.com' } });
    await callRoute(api, 'myComments', { query: { cursor: 'c 2' } });
    expect(seen.map(({ url }) => url)).toEqual([
      '/api/auth/check-email?email=ada%2B1%40example.com',
      '/api/users/me/comments?cursor=c+2',
    ]);
  });

  it('sends the body as JSON, DELETE’s too', async () => {
    await callRoute(api, 'updateMarkerComment', {
      params: { id: '7' },
      body: { comment: 'Quiet street', confirmPersonalInformation: true },
    });
    await callRoute(api, 'deletePhoto', { body: { fileName: 'x.jpg' } });
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ['PATCH', '{"comment":"Quiet street","confirmPersonalInformation":true}'],
      ['DELETE', '{"fileName":"x.jpg"}'],
    ]);
  });

  it('sends a public route without the token, any other with it when signed in', async () => {
    signIn();
    await callRoute(api, 'checkUsername', { query: { username: 'ada' } });
    await callRoute(api, 'login', { body: { identifier: 'ada@example.com', password: 'secret' } });
    await callRoute(api, 'currentUser');
    await callRoute(api, 'markerComment', { params: { id: '7' } });
    expect(seen.map(({ authorization }) => authorization)).toEqual([
      undefined,
      undefined,
      'Bearer a.b.c',
      'Bearer a.b.c',
    ]);
  });

  it('keeps the call’s own options beside the route’s', async () => {
    signIn();
    await callRoute(api, 'currentUser', undefined, { headers: { 'X-Probe': '1' } });
    expect(seen[0]?.authorization).toBe('Bearer a.b.c');
  });

  it('fails, sending nothing, when a path parameter is missing', async () => {
    const params = { id: '' };
    await expect(callRoute(api, 'markerComment', { params })).rejects.toThrow(
      'The route markerComment needs the path parameter id.',
    );
    expect(() => routePath('deleteWatchedArea', {})).toThrow(TypeError);
    expect(seen).toEqual([]);
  });
});

describe('callRoute resolves with what the API answered', () => {
  it('gives the data of the answer', async () => {
    const answer: SavedMarkerComment = await callRoute(api, 'markerComment', {
      params: { id: '7' },
    });
    expect(answer).toEqual({ method: 'GET', url: '/api/marker/marker-comments/7', body: '' });
  });

  it('gives the whole answer of a route whose success says more than data', async () => {
    const answer: GeoSearchAnswer = await callRoute(api, 'searchPlaces', { query: { q: 'bondi' } });
    expect(answer).toEqual({
      success: true,
      data: [{ name: 'Bondi' }],
      notice: 'street-level-unavailable',
    });
    expect(seen.map(({ url }) => url)).toEqual(['/api/geo/search?q=bondi']);
  });
});

/** Never run: the typecheck reads these lines, and each marked one must fail it. */
export function callTypeChecks(): void {
  // @ts-expect-error a body field the route does not take
  void callRoute(api, 'updateMarkerComment', { params: { id: '7' }, body: { title: 'x' } });
  // @ts-expect-error a body field of the wrong type
  void callRoute(api, 'updateMarkerComment', { params: { id: '7' }, body: { comment: 7 } });
  // @ts-expect-error no body for a route that takes one
  void callRoute(api, 'login', {});
  // @ts-expect-error no params for a route with a path parameter
  void callRoute(api, 'markerComment', {});
  // @ts-expect-error no input at all for a route with a path parameter
  void callRoute(api, 'markerComment');
  // @ts-expect-error a path parameter of another name
  void callRoute(api, 'deleteWatchedArea', { params: { areaId: '7' } });
  // @ts-expect-error a query field the route does not take
  void callRoute(api, 'checkEmail', { query: { mail: 'ada@example.com' } });
  // @ts-expect-error a route the table does not have
  void callRoute(api, 'noSuchRoute');
  void (async () => {
    // @ts-expect-error the answer is a comment, not a list of places
    const places: { name: string }[] = await callRoute(api, 'markerComment', {
      params: { id: '7' },
    });
    void places;
  })();
}

it('keeps its type checks beside the tests (the typecheck reads them)', () => {
  expect(typeof callTypeChecks).toBe('function');
});
