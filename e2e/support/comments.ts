import { expect, type APIRequestContext } from '@playwright/test';
import { accessTokenOf, type TestAccount } from './accounts';
import { solidPng } from './images';

/**
 * Comments and photos saved through the API on someone's behalf (test set-up only), the calls
 * the Add Comment dialog makes.
 */

/** Where a comment is published: the point, the address people read and (optionally) the town. */
export interface Place {
  lat: number;
  lon: number;
  address: string;
  /** Region and city (none by default). */
  city?: string;
  postcode?: string;
}

export interface CommentFields {
  text: string;
  /** '1' by default. */
  unitNumber?: string;
  /** 'Apartment' by default. */
  locationType?: 'Apartment' | 'House' | 'Villa' | 'Commercial' | 'Land';
  /** Stored photo names (uploadPhoto's `name`). */
  photoUrls?: string[];
}

export interface UploadedPhoto {
  name: string;
  url: string;
}

/** The Authorization header of API calls made as `account`. */
export type AuthHeaders = { authorization: string };

export async function authHeaders(
  request: APIRequestContext,
  account: TestAccount,
): Promise<AuthHeaders> {
  return { authorization: `Bearer ${await accessTokenOf(request, account)}` };
}

/** The account's headers (one sign-in each call), or the headers already given. */
export async function headersFor(
  request: APIRequestContext,
  as: TestAccount | AuthHeaders,
): Promise<AuthHeaders> {
  return 'authorization' in as ? as : authHeaders(request, as);
}

/** A PNG of one colour, uploaded as a comment's photo. */
export async function uploadPhoto(
  request: APIRequestContext,
  as: TestAccount | AuthHeaders,
  {
    name = 'room.png',
    rgb,
    width = 320,
    height = 240,
  }: { name?: string; rgb: [number, number, number]; width?: number; height?: number },
): Promise<UploadedPhoto> {
  const upload = await request.post('/api/file-storage/upload', {
    headers: await headersFor(request, as),
    multipart: { file: { name, mimeType: 'image/png', buffer: solidPng(width, height, rgb) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return ((await upload.json()) as { data: UploadedPhoto }).data;
}

/** What the Add Comment dialog sends to POST /api/marker. */
export function commentBody(
  place: Place,
  { text, unitNumber = '1', locationType = 'Apartment', photoUrls = [] }: CommentFields,
) {
  return {
    coordinates: { lat: place.lat, lon: place.lon },
    fullAddress: place.address,
    region: place.city ?? '',
    city: place.city ?? '',
    country: 'Australia',
    unitNumber,
    locationType,
    comment: text,
    photoUrls,
    mapSource: 'OPENSTREET',
    postcode: place.postcode ?? '',
  };
}

/** Publishes a comment at `place` as its author; answers the comment's id. */
export async function publishComment(
  request: APIRequestContext,
  as: TestAccount | AuthHeaders,
  place: Place,
  fields: CommentFields,
): Promise<string> {
  const saved = await request.post('/api/marker', {
    headers: await headersFor(request, as),
    data: commentBody(place, fields),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { data: { id: string } }).data.id;
}

/** George Street in Sydney, by the map's starting view. */
export const GEORGE_STREET: Place = {
  lat: -33.8688,
  lon: 151.2093,
  address: 'George Street, Sydney NSW 2000, Australia',
  city: 'Sydney',
  postcode: '2000',
};
