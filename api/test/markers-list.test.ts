import { LIMITS } from 'shared/contract';
import {
  buildMarkerComment,
  insertMarkerComment,
  insertMarkerComments,
} from './factories/marker-comment.factory';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

const LIST_URL = '/api/marker/marker-comments/list';

describe('GET /api/marker/marker-comments/list', () => {
  const t = useTestApp();

  const list = (query = '') => t.app.inject({ method: 'GET', url: `${LIST_URL}${query}` });

  beforeEach(async () => {
    await t.db.deleteFrom('marker_comments').execute();
  });

  it('returns an empty first page when there are no markers', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        content: [],
        page: 0,
        size: 20,
        totalElements: 0,
        totalPages: 0,
        totalCapped: false,
        nextCursor: null,
      },
    });
  });

  it('returns saved marker comments in the contract shape', async () => {
    const row = await insertMarkerComment(t.db, {
      lat: -33.865143,
      lon: 151.2099,
      comment: 'Close to the station',
      unit_number: '12B',
      location_type: 'House',
      photo_urls: JSON.stringify(['a1b2.jpg', 'c3d4.webp']),
      created_at: '2025-03-01T10:00:00.000Z',
      updated_at: '2025-03-02T11:30:00.000Z',
    });

    const response = await list();

    expect(response.json().data.content).toEqual([
      {
        id: row.id,
        lat: -33.865143,
        lon: 151.2099,
        comment: 'Close to the station',
        fullAddress: row.full_address,
        unitNumber: '12B',
        region: row.region,
        city: row.city,
        country: row.country,
        postcode: row.postcode,
        locationType: 'House',
        mapSource: 'OPENSTREET',
        // Inserted as a row, not posted: never placed.
        buildingId: null,
        unitId: null,
        coarse: false,
        createdDate: '2025-03-01T10:00:00.000Z',
        modifiedDate: '2025-03-02T11:30:00.000Z',
        photoUrls: '["a1b2.jpg","c3d4.webp"]',
        likeCount: 0,
        likedByMe: false,
        author: 'A renter',
        byMe: false,
        underReview: false,
      },
    ]);
  });

  it('lists the newest first', async () => {
    const oldest = await insertMarkerComment(t.db, { created_at: '2024-01-01T00:00:00.000Z' });
    const newest = await insertMarkerComment(t.db, { created_at: '2025-06-01T00:00:00.000Z' });
    const middle = await insertMarkerComment(t.db, { created_at: '2024-12-24T18:00:00.000Z' });

    const ids = response(await list()).content.map((item) => item.id);

    expect(ids).toEqual([newest.id, middle.id, oldest.id]);
  });

  it('pages with 0-based page numbers', async () => {
    const rows = await insertMarkerComments(t.db, 5);
    const newestFirst = rows.map((row) => row.id).reverse();

    const first = response(await list('?page=0&size=2'));
    const third = response(await list('?page=2&size=2'));
    const beyond = response(await list('?page=3&size=2'));

    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 5, totalPages: 3 });
    expect(first.content.map((item) => item.id)).toEqual(newestFirst.slice(0, 2));
    expect(third.content.map((item) => item.id)).toEqual(newestFirst.slice(4));
    expect(beyond).toMatchObject({ content: [], page: 3, totalElements: 5, totalPages: 3 });
  });

  it('pages on by cursor in the same order as by page number, ties broken by id', async () => {
    // Two rows share their time: the id orders them, and no page repeats or skips one.
    await insertMarkerComments(t.db, 5);
    const twins = '2030-01-01T00:00:00.000Z';
    await insertMarkerComment(t.db, { created_at: twins });
    await insertMarkerComment(t.db, { created_at: twins });
    const all = response(await list('?size=100')).content.map((item) => item.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ListPage = response(
        await list(`?size=2${cursor === null ? '' : `&cursor=${cursor}`}`),
      );
      seen.push(...page.content.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 20);

    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it.each(['not-a-cursor', Buffer.from('["x","y"]').toString('base64url'), 'W10'])(
    'refuses the cursor %s with 400 VALIDATION_ERROR',
    async (cursor) => {
      const res = await list(`?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(/^Query parameter 'cursor'/);
    },
  );

  it(`counts a bbox up to ${LIMITS.markerCountCap} and says when there are more`, async () => {
    const rows = Array.from({ length: LIMITS.markerCountCap + 5 }, (_, i) =>
      buildMarkerComment({ lat: -20 - i / 100_000, lon: 130 }),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await t.db
        .insertInto('marker_comments')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const many = response(await list('?bbox=129,-21,131,-19&size=10'));
    expect(many).toMatchObject({ totalElements: LIMITS.markerCountCap, totalCapped: true });
    expect(many.content).toHaveLength(10);

    const few = response(await list('?bbox=129.9,-20.000105,130.1,-19.9999&size=10'));
    expect(few).toMatchObject({ totalElements: 11, totalCapped: false });
    // Found by position and ordered newest first all the same, and paged by cursor.
    const newest = rows
      .slice(0, 11)
      .map((row) => row.id)
      .reverse();
    expect(few.content.map((item) => item.id)).toEqual(newest.slice(0, 10));
    const rest = response(
      await list(`?bbox=129.9,-20.000105,130.1,-19.9999&size=10&cursor=${few.nextCursor}`),
    );
    expect(rest.content.map((item) => item.id)).toEqual(newest.slice(10));
    expect(rest.nextCursor).toBeNull();
  });

  it(`caps the page size at ${LIMITS.markerListMaxPageSize}`, async () => {
    await insertMarkerComments(t.db, LIMITS.markerListMaxPageSize + 1);

    const page = response(await list('?size=5000'));

    expect(page.size).toBe(LIMITS.markerListMaxPageSize);
    expect(page.content).toHaveLength(LIMITS.markerListMaxPageSize);
    expect(page.totalPages).toBe(2);
  });

  it('reads invalid stored photo lists as an empty list', async () => {
    await insertMarkerComment(t.db, { photo_urls: 'not json' });
    await insertMarkerComment(t.db, { photo_urls: '{"a":1}' });

    const photoUrls = response(await list()).content.map((item) => item.photoUrls);

    expect(photoUrls).toEqual(['[]', '[]']);
  });

  it.each([
    ['?page=-1', "Query parameter 'page' must be at least 0."],
    ['?page=abc', "Query parameter 'page' must be a whole number."],
    ['?page=1.5', "Query parameter 'page' must be a whole number."],
    ['?size=0', "Query parameter 'size' must be at least 1."],
    ['?size=ten', "Query parameter 'size' must be a whole number."],
  ])('rejects %s with 400 VALIDATION_ERROR naming the field', async (query, message) => {
    const res = await list(query);

    expectFailure(res, 400, 'VALIDATION_ERROR', message);
  });
});

interface ListPage {
  content: Array<{ id: string; photoUrls: string }>;
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

function response(res: { statusCode: number; json(): unknown }): ListPage {
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: ListPage }).data;
}
