/**
 * Test doubles for the HTTP layer: what axios resolves or rejects with, so tests can stub
 * `apiClient` calls with `jest.spyOn` and our code sees the same shapes as in the browser.
 */
import type { SavedMarkerComment } from 'shared';
import { savedComment } from '../../shared/test/fixtures';

export function okResponse<T>(data: T, status = 200) {
  return { data: { success: true, data }, status, statusText: 'OK', headers: {}, config: {} };
}

/** A 2xx whose body says it failed (some proxies and older APIs answer like this). */
export function failureBody(message?: string) {
  return {
    data: { success: false, code: 'INTERNAL_ERROR', ...(message ? { message } : {}) },
    status: 200,
    statusText: 'OK',
    headers: {},
    config: {},
  };
}

export { apiError, httpError } from '../../shared/test/fixtures';

/** An axios error without a response (server down, time-out). */
export function networkError() {
  return Object.assign(new Error('Network Error'), {
    isAxiosError: true,
    code: 'ERR_NETWORK',
    request: {},
    config: {},
  });
}

export function page<T>(
  content: T[],
  { page = 0, size = 20, totalPages = 1, totalElements = content.length } = {},
) {
  return { content, page, size, totalElements, totalPages };
}

let counter = 0;

export function savedMarker(overrides: Partial<SavedMarkerComment> = {}): SavedMarkerComment {
  counter += 1;
  return savedComment({
    id: `m-${counter}`,
    lat: -33.8688,
    lon: 151.2093,
    comment: 'Quiet street, close to the station',
    fullAddress: '12 George Street, Sydney NSW 2000, Australia',
    unitNumber: '4B',
    region: 'Sydney CBD',
    postcode: '2000',
    createdDate: '2024-01-15T03:04:00Z',
    modifiedDate: '2024-02-20T10:30:00Z',
    photoUrls: '[]',
    author: 'A renter',
    byMe: false,
    ...overrides,
  });
}
