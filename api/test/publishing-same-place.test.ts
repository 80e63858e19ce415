import { LIMITS, MODERATION_LIMITS, ROUTES } from 'shared/contract';
import type { NewMarkerCommentRow } from '../src/db/types';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { bearer, createSignedInUser } from './helpers/auth';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

// Perth: away from the factory's Sydney rows and the other tests' Bondi place.
const PLACE = { lat: -31.9523, lon: 115.8613 };
/** Degrees of latitude per metre (the mean Earth radius). */
const PER_METRE = 180 / (Math.PI * 6_371_008.8);
const north = (metres: number) => ({ lat: PLACE.lat + metres * PER_METRE, lon: PLACE.lon });

describe('GET /api/marker/marker-comments/same-place', () => {
  const t = useTestApp();
  const URL = ROUTES.samePlaceComments.path;

  const ask = (query: Record<string, string | number>, accessToken?: string) =>
    t.app.inject({
      method: 'GET',
      url: URL,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: accessToken ? bearer(accessToken) : {},
    });

  const idsOf = (res: { json(): { data: { content: Array<{ id: string }> } } }) =>
    res.json().data.content.map((comment) => comment.id);

  const at = (
    point: { lat: number; lon: number },
    overrides: Partial<NewMarkerCommentRow> = {},
  ): Promise<NewMarkerCommentRow> =>
    insertMarkerComment(t.db, {
      ...point,
      full_address: 'Somewhere else',
      unit_number: '',
      ...overrides,
    });

  describe('which comments', () => {
    // Each test its own place and address: one test's rows are never another's.
    let offset = 0;
    const place = () => {
      offset += 1;
      return {
        origin: { lat: PLACE.lat, lon: PLACE.lon + offset * 0.1 },
        address: `${offset} Hay Street, Perth WA 6000, Australia`,
      };
    };
    const near = (origin: { lat: number; lon: number }, metres: number) => ({
      lat: origin.lat + metres * PER_METRE,
      lon: origin.lon,
    });

    it('finds the same address and unit wherever its pin is, not another unit there', async () => {
      const { origin, address } = place();
      const sameUnit = await at(near(origin, 500), { full_address: address, unit_number: '4' });
      await at(near(origin, 500), { full_address: address, unit_number: '5' });
      await at(near(origin, 500), { full_address: 'Another Street', unit_number: '4' });

      const res = await ask({ ...origin, fullAddress: address, unitNumber: '4' });
      expect(res.statusCode).toBe(200);
      expect(idsOf(res)).toEqual([sameUnit.id]);

      // No unitNumber is "no unit": only comments at the address without one.
      const noUnit = await at(near(origin, 600), { full_address: address, unit_number: '' });
      expect(idsOf(await ask({ ...origin, fullAddress: address }))).toEqual([noUnit.id]);
    });

    it(`finds comments within ${MODERATION_LIMITS.samePlaceRadiusMetres} m whatever their address, not further`, async () => {
      const { origin, address } = place();
      const radius = MODERATION_LIMITS.samePlaceRadiusMetres;
      const close = await at(near(origin, radius - 2));
      const west = await at({ lat: origin.lat, lon: origin.lon - 0.0001 }); // about 9.5 m
      await at(near(origin, radius + 3));
      await at(near(origin, -(radius + 3)));

      const res = await ask(origin);
      expect(res.statusCode).toBe(200);
      expect(idsOf(res).sort()).toEqual([close.id, west.id].sort());
      // With an address too, the nearby ones are still the same place.
      expect(idsOf(await ask({ ...origin, fullAddress: address })).sort()).toEqual(
        [close.id, west.id].sort(),
      );
    });

    it('leaves out held and hidden comments', async () => {
      const { origin, address } = place();
      const published = await at(origin);
      await at(origin, { status: 'held', hold_reasons: '["personal-information"]' });
      await at(origin, { status: 'hidden', moderation_reason: 'Spam' });
      await at(near(origin, 500), { full_address: address, status: 'hidden' });

      expect(idsOf(await ask({ ...origin, fullAddress: address }))).toEqual([published.id]);
    });

    it(`answers newest first, at most ${MODERATION_LIMITS.samePlaceMaxComments}`, async () => {
      const { origin, address } = place();
      const rows: NewMarkerCommentRow[] = [];
      for (let i = 0; i < MODERATION_LIMITS.samePlaceMaxComments + 3; i += 1) {
        rows.push(await at(near(origin, i % 5), { full_address: address }));
      }
      const newest = rows
        .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
        .slice(0, MODERATION_LIMITS.samePlaceMaxComments)
        .map((row) => row.id);
      expect(idsOf(await ask(origin))).toEqual(newest);
    });

    it('is public, and with a token says which are the reader’s own and liked', async () => {
      const { origin } = place();
      const reader = await createSignedInUser(t);
      const other = await createSignedInUser(t);
      const own = await at(origin, { user_id: reader.user.id });
      const liked = await at(near(origin, 1), { user_id: other.user.id });
      const like = await t.app.inject({
        method: 'PUT',
        url: `/api/marker/marker-comments/${liked.id}/like`,
        headers: bearer(reader.accessToken),
      });
      expect(like.statusCode).toBe(200);

      const anonymous = await ask(origin);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe('private, no-cache');
      for (const comment of anonymous.json().data.content) {
        expect(comment).toMatchObject({ byMe: false, likedByMe: false });
      }

      const signedIn = await ask(origin, reader.accessToken);
      const byId = new Map(
        signedIn
          .json()
          .data.content.map((comment: { id: string }) => [comment.id, comment] as const),
      );
      expect(byId.get(own.id)).toMatchObject({ byMe: true, likedByMe: false });
      expect(byId.get(liked.id)).toMatchObject({ byMe: false, likedByMe: true });
      expect(byId.get(own.id)).not.toHaveProperty('moderation');

      // A token that is no longer valid reads as none, as on the list.
      expect((await ask(origin, 'not-a-token')).statusCode).toBe(200);
    });

    it('finds what the duplicate check refuses: the place of a comment just posted', async () => {
      const author = await createSignedInUser(t);
      const { origin, address } = place();
      const payload = {
        coordinates: origin,
        fullAddress: address,
        region: 'Perth',
        city: 'Perth',
        country: 'Australia',
        unitNumber: '7',
        locationType: 'Apartment',
        comment: 'The lift has been broken since March.',
        photoUrls: [],
        mapSource: 'OPENSTREET',
        postcode: '6000',
      };
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/marker',
        payload,
        headers: bearer(author.accessToken),
      });
      expect(posted.statusCode).toBe(200);
      const found = await ask({ ...near(origin, 300), fullAddress: address, unitNumber: '7' });
      expect(idsOf(found)).toEqual([posted.json().data.id]);
    });
  });

  describe('bad input', () => {
    it.each([
      ['no lat', { lon: PLACE.lon }],
      ['no lon', { lat: PLACE.lat }],
      ['a lat beyond 90', { lat: 91, lon: PLACE.lon }],
      ['a lon beyond 180', { lat: PLACE.lat, lon: -181 }],
      ['a lat that is no number', { lat: 'north', lon: PLACE.lon }],
      ['a non-finite lat', { lat: 'Infinity', lon: PLACE.lon }],
      ['NaN', { lat: 'NaN', lon: PLACE.lon }],
      [
        'a fullAddress too long',
        { ...north(0), fullAddress: 'x'.repeat(LIMITS.markerText.fullAddress + 1) },
      ],
      [
        'a unitNumber too long',
        { ...north(0), unitNumber: '9'.repeat(LIMITS.markerText.unitNumber + 1) },
      ],
    ])('refuses %s with 400 in the error shape', async (_name, query) => {
      const res = await ask(query as Record<string, string | number>);
      expectFailure(res, 400, 'VALIDATION_ERROR', expect.any(String));
    });
  });

  it('is in the OpenAPI document, public, with its query and answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths[URL].get;
    // Public, and a token is optional (it names the viewer's likes and own comments).
    expect(operation.security).toEqual([{}, { bearerAuth: [] }]);
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'fullAddress',
      'lat',
      'lon',
      'unitNumber',
    ]);
    expect(operation.responses['200']).toBeDefined();
    expect(operation.responses['400']).toBeDefined();
  });
});
