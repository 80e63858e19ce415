// Test values the packages' unit tests share: the signed-in user, the API client's answers
// and errors, a token the client accepts, a comment as the API sends it.
import type { SavedMarkerComment, User } from '../src';

/** A remotes manifest whose entries are all on the page's own origin, as the API serves it. */
export const SAME_ORIGIN_MANIFEST = {
  'remote-map': '/remotes/remote-map/1.0.0/mf-manifest.json',
  'remote-markers': '/remotes/remote-markers/1.0.0/mf-manifest.json',
  'remote-auth': '/remotes/remote-auth/1.0.0/mf-manifest.json',
  'remote-account': '/remotes/remote-account/1.0.0/mf-manifest.json',
};

/** The signed-in user of the page tests. */
export const USER: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
};

/** What the API client throws for an HTTP error (an Axios error with the response). */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    request: {},
    config: {},
    response: { status, data, headers: {}, statusText: '', config: {} },
  });
}

/** An HTTP error whose body is the API's failure envelope with this code and message. */
export function apiError(status: number, code: string, message?: string) {
  return httpError(status, { success: false, code, message });
}

/** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
export function testToken(sub = 'u1', claims: object = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp, ...claims })}.signature`;
}

/** A promise the test settles when it wants: to see what shows while a request runs. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A saved comment as the API sends it, at Bondi Beach. */
export function savedComment(overrides: Partial<SavedMarkerComment> = {}): SavedMarkerComment {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    lat: -33.8915,
    lon: 151.2767,
    comment: 'Sunny, but noisy on weekends',
    fullAddress: 'Campbell Parade, Bondi Beach NSW 2026, Australia',
    unitNumber: '12B',
    region: 'Bondi Beach',
    city: 'Sydney',
    country: 'Australia',
    postcode: '2026',
    locationType: 'Apartment',
    mapSource: 'OPENSTREET',
    buildingId: null,
    coarse: false,
    unitId: null,
    createdDate: '2026-11-20T10:00:00.000Z',
    modifiedDate: '2026-11-20T10:00:00.000Z',
    photoUrls: JSON.stringify(['0123456789abcdef0123456789abcdef.jpg']),
    likeCount: 0,
    likedByMe: false,
    author: 'Ada Lovelace',
    byMe: true,
    ...overrides,
  } as SavedMarkerComment;
}
