import type { WatchedArea } from 'shared/contract';
import { bearerOf, createSignedInUser, type SignedInUser } from './helpers/auth';
import { deliveriesOf } from './helpers/alerts';
import { saveComment } from './helpers/comments';
import { expectFailure } from './helpers/responses';
import { useTestApp } from './helpers/test-app';

const AREAS = '/api/users/me/watched-areas';

/** 12 and 14 Hutt St, Adelaide: two buildings 15 m apart. */
const HUTT = { lat: -34.9297, lon: 138.6101 };
const at = (fullAddress: string, metres: number, comment: string) => ({
  coordinates: { lat: HUTT.lat + metres / 111_195, lon: HUTT.lon },
  fullAddress,
  unitNumber: 'N/A',
  city: 'Adelaide',
  region: 'South Australia',
  postcode: '5000',
  comment,
});

describe('watching a building', () => {
  const t = useTestApp();
  let watcher: SignedInUser;
  let author: SignedInUser;

  beforeAll(async () => {
    watcher = await createSignedInUser(t);
    author = await createSignedInUser(t);
  });

  const watch = (payload: Record<string, unknown>, user: SignedInUser | null = watcher) =>
    t.app.inject({ method: 'POST', url: AREAS, headers: bearerOf(user), payload });

  it("tells the watcher of the building's new comments only, and its feed lists them", async () => {
    const first = await saveComment(
      t,
      author,
      at('12 Hutt St, Adelaide SA 5000', 0, 'Quiet, dry, fair agent'),
    );
    const created = await watch({
      name: '12 Hutt Street',
      kind: 'building',
      buildingId: first.buildingId,
    });
    expect(created.statusCode).toBe(201);
    const area = created.json().data as WatchedArea;
    expect(area).toMatchObject({ kind: 'building', buildingId: first.buildingId, center: null });
    expect(area.bounds.south).toBeLessThan(HUTT.lat);
    expect(area.bounds.north).toBeGreaterThan(HUTT.lat);

    const inside = await saveComment(
      t,
      author,
      at('12 Hutt Street, Adelaide', 4, 'The hot water failed twice in winter'),
    );
    const nextDoor = await saveComment(
      t,
      author,
      at('14 Hutt St, Adelaide SA 5000', 15, 'Noisy bar below on weekends'),
    );
    expect(nextDoor.buildingId).not.toBe(first.buildingId);
    await t.app.alerts.runDue({ now: new Date(Date.now() + 1000) });
    const told = (await deliveriesOf(t.db, area.id)).map((row) => row.comment_id);
    expect(told).toContain(inside.id);
    expect(told).not.toContain(nextDoor.id);

    const feed = await t.app.inject({ method: 'GET', url: new URL(area.feedUrl).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('The hot water failed twice in winter');
    expect(feed.body).not.toContain('Noisy bar below');
  });

  it('refuses a building area without its building, or with bounds, in the error shape', async () => {
    const saved = await saveComment(
      t,
      author,
      at('20 Hutt St, Adelaide SA 5000', 60, 'Big windows, cold floors'),
    );
    const bounds = { west: 138.6, south: -34.94, east: 138.62, north: -34.92 };
    expectFailure(await watch({ name: 'x', kind: 'building' }), 400, 'VALIDATION_ERROR');
    expectFailure(
      await watch({ name: 'x', kind: 'building', buildingId: saved.buildingId, bounds }),
      400,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await watch({ name: 'x', kind: 'view', bounds, buildingId: saved.buildingId }),
      400,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await watch({
        name: 'x',
        kind: 'building',
        buildingId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      'UNKNOWN_BUILDING',
    );
    expectFailure(
      await watch({ name: 'x', kind: 'building', buildingId: 'not-a-uuid' }),
      400,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await watch({ name: 'x', kind: 'building', buildingId: saved.buildingId }, null),
      401,
      'UNAUTHORIZED',
    );
    const list = await t.app.inject({ method: 'GET', url: AREAS, headers: bearerOf(watcher) });
    expect((list.json().data.content as WatchedArea[]).map((a) => a.name)).not.toContain('x');
  });
});
