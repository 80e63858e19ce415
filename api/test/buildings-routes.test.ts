import type { Building, NearbyBuilding, SavedMarkerComment } from 'shared/contract';
import { createSignedInUser, useSignedInPair } from './helpers/auth';
import { decideOn, saveComment } from './helpers/comments';
import { expectFailure } from './helpers/responses';
import { useTestApp } from './helpers/test-app';

/** A point `north` metres north of 40 Enmore Road, Newtown. */
const ENMORE = { lat: -33.8993, lon: 151.1745 };
const north = (metres: number) => ({ lat: ENMORE.lat + metres / 111_195, lon: ENMORE.lon });

const at = (fullAddress: string, unitNumber: string, metres = 0) => ({
  coordinates: north(metres),
  fullAddress,
  unitNumber,
  region: 'New South Wales',
  city: 'Newtown',
  postcode: '2042',
});

describe('GET /api/buildings/{id} and GET /api/buildings/near', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const building = (id: string) => t.app.inject({ method: 'GET', url: `/api/buildings/${id}` });
  const nearby = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/buildings/near?${query}` });

  it('answers the address and the units its published comments name, in unit order', async () => {
    const first = await saveComment(t, users.alice, at('40 Enmore Road, Newtown', 'Unit 10'));
    await saveComment(t, users.bob, at('40 Enmore Rd, Newtown NSW 2042', '2/40', 4));
    await saveComment(t, users.alice, at('40 Enmore Road, Newtown', 'Apt 2', -3));
    await saveComment(t, users.bob, at('40 Enmore Road, Newtown', 'House', 2));

    const response = await building(first.buildingId!);

    expect(response.statusCode).toBe(200);
    const data = response.json().data as Building;
    expect(data).toEqual({
      id: first.buildingId,
      fullAddress: '40 Enmore Road, Newtown',
      streetNumber: '40',
      street: 'Enmore Road',
      suburb: 'Newtown',
      state: 'New South Wales',
      postcode: '2042',
      lat: first.lat,
      lon: first.lon,
      commentCount: 4,
      // No checklist among them: nothing to add up.
      conditions: { shownFrom: 3, categories: [], repairs: null },
      rent: { shownFrom: 3, timeline: [], increases: null },
      units: [
        // Named by their keys, however written ("2/40", "Apt 2").
        { id: expect.any(String), label: 'Unit 2', commentCount: 2 },
        { id: first.unitId, label: 'Unit 10', commentCount: 1 },
      ],
    });

    // Its comments are the list's, by building.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/marker/marker-comments/list?building=${first.buildingId}`,
    });
    const comments = list.json().data.content as SavedMarkerComment[];
    expect(comments).toHaveLength(4);
    expect(new Set(comments.map((comment) => comment.buildingId))).toEqual(
      new Set([first.buildingId]),
    );
  });

  it('shows no trace of a comment that is not published: its unit, its count, itself', async () => {
    const published = await saveComment(
      t,
      users.alice,
      at('44 Enmore Road, Newtown', 'Unit 1', 40),
    );
    const moderator = await createSignedInUser(t, { is_moderator: 1 });
    const hidden = await saveComment(t, users.bob, at('44 Enmore Road, Newtown', 'Unit 7', 41));
    expect((await decideOn(t, moderator, hidden.id, 'hide')).statusCode).toBe(200);

    const data = (await building(published.buildingId!)).json().data as Building;
    expect(data.commentCount).toBe(1);
    expect(data.units.map((unit) => unit.label)).toEqual(['Unit 1']);

    // A building whose only comment is hidden does not exist for anyone.
    const alone = await saveComment(t, users.bob, at('48 Enmore Road, Newtown', 'Unit 3', 80));
    expect((await decideOn(t, moderator, alone.id, 'hide')).statusCode).toBe(200);
    expectFailure(
      await building(alone.buildingId!),
      404,
      'NOT_FOUND',
      'This building does not exist, or nobody has published a comment about it.',
    );
    const near = (await nearby(`lat=${north(80).lat}&lon=${ENMORE.lon}`)).json().data;
    expect(near.map((found: NearbyBuilding) => found.id)).not.toContain(alone.buildingId);
  });

  it('answers a merged building as the one it was merged into', async () => {
    const kept = await saveComment(t, users.alice, at('52 Enmore Road, Newtown', 'Unit 1', 120));
    const merged = await saveComment(t, users.bob, at('52 Enmore Road, Newtown', 'Unit 2', 200));
    await t.db
      .updateTable('buildings')
      .set({ merged_into: kept.buildingId })
      .where('id', '=', merged.buildingId!)
      .execute();

    const data = (await building(merged.buildingId!)).json().data as Building;
    expect(data.id).toBe(kept.buildingId);
  });

  it('lists the public buildings within 30 m of a point, nearest first', async () => {
    const here = await saveComment(t, users.alice, at('60 Enmore Road, Newtown', 'Unit 1', 300));
    const nextDoor = await saveComment(t, users.bob, at('62 Enmore Road, Newtown', 'Unit 1', 318));
    await saveComment(t, users.bob, at('70 Enmore Road, Newtown', 'Unit 1', 360));

    const response = await nearby(`lat=${north(305).lat}&lon=${ENMORE.lon}`);

    expect(response.statusCode).toBe(200);
    const data = response.json().data as NearbyBuilding[];
    expect(data.map((found) => [found.id, found.streetNumber, found.distanceMetres])).toEqual([
      [here.buildingId, '60', 5],
      [nextDoor.buildingId, '62', 13],
    ]);
  });

  it('refuses a malformed id or point with 400, and an unknown building with 404', async () => {
    expect((await building('not-a-uuid')).json().code).toBe('VALIDATION_ERROR');
    expect((await building('not-a-uuid')).statusCode).toBe(400);
    expect((await building('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const query of ['lat=91&lon=0', 'lat=0&lon=181', 'lat=abc&lon=0', 'lon=0', '']) {
      const response = await nearby(query);
      expect([query, response.statusCode, response.json().code]).toEqual([
        query,
        400,
        'VALIDATION_ERROR',
      ]);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/marker/marker-comments/list?building=nope',
    });
    expect([list.statusCode, list.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
