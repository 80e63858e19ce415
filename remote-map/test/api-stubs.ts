/**
 * Stand-ins for our API in unit tests: `apiClient.get` answers as axios would, with the API's
 * `{ success, data }` envelope, per route. A route a test gives no answer fails like an API
 * that is down.
 */
import {
  ROUTES,
  apiClient,
  pathUnderApi,
  routePath,
  type MarkerCluster,
  type MarkerClusters,
  type MarkerCommentsPage,
  type MarkerPin,
  type SavedMarkerComment,
} from 'shared';
import { savedComment as sharedSavedComment } from '../../shared/test/fixtures';

type Answer<T> = T | Promise<T>;
type Params = Record<string, string | number | undefined>;

export interface ApiStubs {
  /** What axios gives for the reverse lookup: the whole response, not only its data. */
  reverse?: () => Promise<unknown>;
  clusters?: (params: Params) => Answer<MarkerClusters>;
  comment?: (id: string) => Answer<SavedMarkerComment>;
  list?: (params: Params) => Answer<MarkerCommentsPage>;
}

export const CLUSTERS_PATH = pathUnderApi(ROUTES.markerClusters);
const COMMENT_PREFIX = pathUnderApi(ROUTES.markerComment).replace(':id', '');

export function offline(): Promise<never> {
  return Promise.reject(
    Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' }),
  );
}

export { apiError } from '../../shared/test/fixtures';

export function stubApi(stubs: ApiStubs = {}) {
  const answer = async (data: unknown) => ({ data: { success: true, data: await data } });
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string, config?: unknown) => {
    const params = ((config as { params?: Params } | undefined)?.params ?? {}) as Params;
    if (url === '/config') {
      return answer({ tileUrl: 'http://t/{z}/{x}/{y}.png', tileAttribution: 'T' });
    }
    if (url === '/geo/reverse') return stubs.reverse ? stubs.reverse() : offline();
    if (url === CLUSTERS_PATH) return stubs.clusters ? answer(stubs.clusters(params)) : offline();
    if (url === routePath('listMarkerComments'))
      return stubs.list ? answer(stubs.list(params)) : offline();
    if (url.startsWith(COMMENT_PREFIX)) {
      const id = decodeURIComponent(url.slice(COMMENT_PREFIX.length));
      return stubs.comment ? answer(stubs.comment(id)) : offline();
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

export type ClusterParams = Record<string, unknown> & { bbox: string; zoom: number };

/** The params of each clusters request `stubApi`'s spy saw, in order. */
export function clusterRequests(get: jest.SpyInstance): ClusterParams[] {
  return get.mock.calls
    .filter(([url]) => url === CLUSTERS_PATH)
    .map(([, config]) => (config as { params: ClusterParams }).params);
}

/** A saved comment in Newtown whose text and address name its id. */
export function savedComment(
  id: string,
  overrides: Partial<SavedMarkerComment> = {},
): SavedMarkerComment {
  return sharedSavedComment({
    id,
    lat: -33.9,
    lon: 151.18,
    comment: `Comment ${id}`,
    fullAddress: `Address ${id}`,
    unitNumber: '1',
    region: 'Newtown',
    postcode: '2042',
    locationType: 'House',
    createdDate: '2026-01-01T00:00:00.000Z',
    modifiedDate: '2026-01-01T00:00:00.000Z',
    photoUrls: '[]',
    author: 'A renter',
    byMe: false,
    ...overrides,
  });
}

export function markerPin(id: string, lat: number, lon: number, locationType = 'House'): MarkerPin {
  return { id, lat, lon, locationType: locationType as MarkerPin['locationType'] };
}

export function markerCluster(
  id: string,
  count: number,
  bounds: MarkerCluster['bounds'],
): MarkerCluster {
  return {
    id,
    count,
    lat: (bounds.minLat + bounds.maxLat) / 2,
    lon: (bounds.minLon + bounds.maxLon) / 2,
    bounds,
  };
}

export function clustersAnswer(
  pins: MarkerPin[],
  clusters: MarkerCluster[] = [],
  zoom = 13,
): MarkerClusters {
  return {
    zoom,
    total: pins.length + clusters.reduce((sum, c) => sum + c.count, 0),
    clusters,
    pins,
  };
}

export function commentsPage(
  content: SavedMarkerComment[],
  nextCursor: string | null = null,
): MarkerCommentsPage {
  return {
    content,
    page: 0,
    size: 20,
    totalElements: content.length,
    totalPages: 1,
    totalCapped: false,
    nextCursor,
  };
}
