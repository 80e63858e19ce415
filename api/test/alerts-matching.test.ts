import { findActiveAreasAt } from '../src/modules/alerts/alerts.repository';
import { areaMatches } from '../src/modules/alerts/matching';
import { metresBetween } from '../src/modules/geo/distance';
import { createSignedInUser, type SignedInUser } from './helpers/auth';
import { BONDI, deliveriesOf, insertWatchedArea, publishComment } from './helpers/alerts';
import { useTestApp } from './helpers/test-app';

const METRES_PER_DEGREE = 111_195;

const comment = (overrides: Partial<Parameters<typeof areaMatches>[1]> = {}) => ({
  id: 'c',
  user_id: 'u',
  lat: BONDI.lat,
  lon: BONDI.lon,
  location_type: 'Apartment' as const,
  photo_urls: '[]',
  status: 'published' as const,
  building_id: null,
  reports_not_met: 0,
  ...overrides,
});

const area = (overrides: Partial<Parameters<typeof areaMatches>[0]> = {}) => ({
  west: 151.26,
  south: -33.9,
  east: 151.29,
  north: -33.88,
  center_lat: null,
  center_lon: null,
  radius_m: null,
  types: '[]',
  photos: 0,
  not_met: 0,
  building_id: null,
  ...overrides,
});

describe('a building area', () => {
  it("keeps its building's comments and leaves the neighbours' out, however close", () => {
    const building = area({ building_id: 'b1' });
    expect(areaMatches(building, comment({ building_id: 'b1' }))).toBe(true);
    expect(areaMatches(building, comment({ building_id: 'b2' }))).toBe(false);
    expect(areaMatches(building, comment({ building_id: null }))).toBe(false);
    expect(areaMatches(area(), comment({ building_id: 'b2' }))).toBe(true);
  });
});

describe('areaMatches (the exact checks)', () => {
  it('keeps a point inside the bounds and leaves one outside', () => {
    expect(areaMatches(area(), comment())).toBe(true);
    expect(areaMatches(area(), comment({ lat: -33.95 }))).toBe(false);
    expect(areaMatches(area(), comment({ lon: 151.3 }))).toBe(false);
  });

  it('takes a radius to the metre (great-circle), not the box around it', () => {
    const radius = area({
      west: 151.2,
      south: -33.95,
      east: 151.35,
      north: -33.83,
      center_lat: BONDI.lat,
      center_lon: BONDI.lon,
      radius_m: 1000,
    });
    const inside = { lat: BONDI.lat + 995 / METRES_PER_DEGREE, lon: BONDI.lon };
    const outside = { lat: BONDI.lat + 1005 / METRES_PER_DEGREE, lon: BONDI.lon };
    expect(metresBetween(BONDI, inside)).toBeLessThan(1000);
    expect(metresBetween(BONDI, outside)).toBeGreaterThan(1000);
    expect(areaMatches(radius, comment(inside))).toBe(true);
    expect(areaMatches(radius, comment(outside))).toBe(false);
    // In the box's corner, but 1.4 km from the centre.
    const corner = { lat: BONDI.lat + 0.009, lon: BONDI.lon + 0.011 };
    expect(areaMatches(radius, comment(corner))).toBe(false);
  });

  it('crosses the antimeridian when west > east', () => {
    const fiji = area({ west: 179, south: -20, east: -179, north: -15 });
    expect(areaMatches(fiji, comment({ lat: -17, lon: 179.5 }))).toBe(true);
    expect(areaMatches(fiji, comment({ lat: -17, lon: -179.5 }))).toBe(true);
    expect(areaMatches(fiji, comment({ lat: -17, lon: 178 }))).toBe(false);
    expect(areaMatches(fiji, comment({ lat: -17, lon: 0 }))).toBe(false);
  });

  it('applies the filters: types (none listed keeps all), photos and not met', () => {
    expect(areaMatches(area({ types: '["House","Villa"]' }), comment())).toBe(false);
    expect(areaMatches(area({ types: '["Apartment"]' }), comment())).toBe(true);
    expect(areaMatches(area({ photos: 1 }), comment())).toBe(false);
    expect(areaMatches(area({ photos: 1 }), comment({ photo_urls: '["a.jpg"]' }))).toBe(true);
    // PostgreSQL reads the flags as booleans, SQLite as 0/1.
    for (const [yes, no] of [
      [1, 0],
      [true, false],
    ] as const) {
      expect(areaMatches(area({ not_met: yes }), comment({ reports_not_met: no }))).toBe(false);
      expect(areaMatches(area({ not_met: yes }), comment({ reports_not_met: yes }))).toBe(true);
      expect(areaMatches(area({ not_met: no }), comment({ reports_not_met: no }))).toBe(true);
    }
  });
});

describe('matching a published comment to watched areas', () => {
  const t = useTestApp();
  let author: SignedInUser;

  beforeAll(async () => {
    author = await createSignedInUser(t);
  });

  const emailDeliveries = async (areaId: string) =>
    (await deliveriesOf(t.db, areaId)).filter((row) => row.channel === 'email');

  it('tells the areas holding the comment and no other, by the owner’s channels', async () => {
    const owner = await createSignedInUser(t);
    const inside = await insertWatchedArea(t.db, owner.user.id);
    const elsewhere = await insertWatchedArea(t.db, owner.user.id, {
      west: 144.9,
      south: -37.9,
      east: 145.0,
      north: -37.8,
    });
    const id = await publishComment(t, author);
    await t.app.alerts.runDue();

    expect(await deliveriesOf(t.db, inside.id)).toEqual([
      expect.objectContaining({ comment_id: id, channel: 'email' }),
    ]);
    expect(await deliveriesOf(t.db, elsewhere.id)).toEqual([]);
  });

  it('leaves out paused areas, the author’s own and those whose filters do not match', async () => {
    const owner = await createSignedInUser(t);
    const paused = await insertWatchedArea(t.db, owner.user.id, { paused: 1 });
    const houses = await insertWatchedArea(t.db, owner.user.id, { types: '["House"]' });
    const withPhotos = await insertWatchedArea(t.db, owner.user.id, { photos: 1 });
    const apartments = await insertWatchedArea(t.db, owner.user.id, { types: '["Apartment"]' });
    const own = await insertWatchedArea(t.db, author.user.id);

    const id = await publishComment(t, author, { locationType: 'Apartment' });
    await t.app.alerts.runDue();

    expect(await emailDeliveries(paused.id)).toEqual([]);
    expect(await emailDeliveries(houses.id)).toEqual([]);
    expect(await emailDeliveries(withPhotos.id)).toEqual([]);
    expect(await emailDeliveries(own.id)).toEqual([]);
    expect((await emailDeliveries(apartments.id)).map((row) => row.comment_id)).toEqual([id]);
  });

  it('finds areas across the antimeridian', async () => {
    const owner = await createSignedInUser(t);
    const fiji = await insertWatchedArea(t.db, owner.user.id, {
      name: 'Fiji',
      west: 179,
      south: -20,
      east: -179,
      north: -15,
    });
    const east = await publishComment(t, author, {
      coordinates: { lat: -17.5, lon: -179.6 },
      fullAddress: 'Lau Islands, Fiji',
    });
    const outside = await publishComment(t, author, {
      coordinates: { lat: -17.5, lon: 178.4 },
      fullAddress: 'Suva, Fiji',
    });
    await t.app.alerts.runDue();

    const told = (await emailDeliveries(fiji.id)).map((row) => row.comment_id);
    expect(told).toContain(east);
    expect(told).not.toContain(outside);
  });

  it('reads only the areas holding the point in SQL, by longitude too (across the antimeridian)', async () => {
    const owner = await createSignedInUser(t);
    const bondi = await insertWatchedArea(t.db, owner.user.id);
    // Cape Town: Bondi's latitude, the other side of the world.
    const capeTown = await insertWatchedArea(t.db, owner.user.id, {
      name: 'Cape Town',
      west: 18.3,
      east: 18.6,
    });
    // West of east: from 179° to 180° and from -180° to -179°, Bondi's latitude.
    const dateLine = await insertWatchedArea(t.db, owner.user.id, {
      name: 'Date line',
      west: 179,
      east: -179,
    });
    // Also across it, but wide enough to hold Bondi (150° to 180°, -180° to -170°).
    const pacific = await insertWatchedArea(t.db, owner.user.id, {
      name: 'Pacific',
      west: 150,
      east: -170,
    });
    const ours = [bondi.id, capeTown.id, dateLine.id, pacific.id];
    const readAt = async (lon: number) =>
      (await findActiveAreasAt(t.db, { lat: BONDI.lat, lon }, null))
        .map((area) => area.id)
        .filter((id) => ours.includes(id))
        .sort();

    expect(await readAt(BONDI.lon)).toEqual([bondi.id, pacific.id].sort());
    expect(await readAt(18.42)).toEqual([capeTown.id]);
    expect(await readAt(179.5)).toEqual([dateLine.id, pacific.id].sort());
    expect(await readAt(-179.5)).toEqual([dateLine.id, pacific.id].sort());
    expect(await readAt(-175)).toEqual([pacific.id]);
    expect(await readAt(0)).toEqual([]);

    // Through publishing: the comment at Bondi tells Bondi's areas only.
    const id = await publishComment(t, author);
    await t.app.alerts.runDue();
    expect((await emailDeliveries(bondi.id)).map((row) => row.comment_id)).toEqual([id]);
    expect((await emailDeliveries(pacific.id)).map((row) => row.comment_id)).toEqual([id]);
    expect(await emailDeliveries(capeTown.id)).toEqual([]);
    expect(await emailDeliveries(dateLine.id)).toEqual([]);
  });

  it('tells an area once per comment and channel, however often the match runs', async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id);
    const id = await publishComment(t, author);
    await t.app.alerts.runDue();
    // The same match again (a retry after a crash): nothing new.
    await t.db
      .updateTable('alert_jobs')
      .set({ done_at: null })
      .where('dedupe_key', '=', `match:${id}:created`)
      .execute();
    await t.app.alerts.runDue();
    expect(await emailDeliveries(area.id)).toHaveLength(1);
    const digests = await t.db
      .selectFrom('alert_jobs')
      .select('id')
      .where('kind', '=', 'digest')
      .where('dedupe_key', 'like', `digest:email:${area.id}:%`)
      .execute();
    expect(digests).toHaveLength(1);
  });
});
