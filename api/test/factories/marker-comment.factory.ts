import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/kysely';
import type { NewMarkerCommentRow } from '../../src/db/types';

let sequence = 0;

/** A valid marker_comments row; each call is one second newer than the previous one. */
export function buildMarkerComment(
  overrides: Partial<NewMarkerCommentRow> = {},
): NewMarkerCommentRow {
  sequence += 1;
  const createdAt = new Date(Date.UTC(2025, 0, 1) + sequence * 1000).toISOString();
  return {
    id: randomUUID(),
    lat: -33.8688 + sequence / 10_000,
    lon: 151.2093,
    comment: `Quiet street, good light (${sequence})`,
    full_address: '1 George Street, Sydney NSW 2000, Australia',
    unit_number: String(sequence),
    region: 'Sydney',
    city: 'Sydney',
    country: 'Australia',
    postcode: '2000',
    location_type: 'Apartment',
    map_source: 'OPENSTREET',
    photo_urls: '[]',
    created_at: createdAt,
    updated_at: createdAt,
    ...overrides,
  };
}

export async function insertMarkerComment(
  db: Db,
  overrides: Partial<NewMarkerCommentRow> = {},
): Promise<NewMarkerCommentRow> {
  const row = buildMarkerComment(overrides);
  await db.insertInto('marker_comments').values(row).execute();
  return row;
}

export async function insertMarkerComments(db: Db, count: number): Promise<NewMarkerCommentRow[]> {
  const rows: NewMarkerCommentRow[] = [];
  for (let i = 0; i < count; i += 1) rows.push(await insertMarkerComment(db));
  return rows;
}

/** A valid `POST /api/marker` body for a place in Bondi; override any field. */
export function newCommentPayload(overrides: Record<string, unknown> = {}) {
  return {
    coordinates: { lat: -33.8915, lon: 151.2767 },
    fullAddress: 'Campbell Parade, Bondi Beach NSW 2026, Australia',
    region: 'Bondi Beach',
    city: 'Sydney',
    country: 'Australia',
    unitNumber: '12B',
    locationType: 'Apartment',
    // Each its own text: the same author's near-identical text at a place is a duplicate (409).
    comment: `Sunny, but noisy on weekends (${randomUUID().slice(0, 8)})`,
    photoUrls: [] as string[],
    mapSource: 'OPENSTREET',
    postcode: '2026',
    ...overrides,
  };
}
