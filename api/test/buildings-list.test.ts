import type { MarkerCommentsPage, SavedMarkerComment } from 'shared/contract';
import { createSignedInUser, useSignedInPair } from './helpers/auth';
import { decideOn, saveComment } from './helpers/comments';
import { ENMORE, ENMORE_VIEW, aroundEnmore, groupedList, ids } from './helpers/grouped-list';
import { useTestApp } from './helpers/test-app';

const at = (
  fullAddress: string,
  unitNumber: string,
  north: number,
  locationType = 'Apartment',
) => ({
  ...aroundEnmore.at(fullAddress, unitNumber, north),
  locationType,
});

describe('GET /api/marker/marker-comments/list?group=building: one card per building', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const list = groupedList(t);

  /**
   * Enmore Road: 3 comments in 2 units (one a house); King Street: 1; a park: in no building.
   * Saved once for the file (the app and its database are the file's); only the last test
   * changes them.
   */
  let saved: ReturnType<typeof save> | undefined;
  const seed = () => (saved ??= save());
  async function save() {
    const carol = await createSignedInUser(t);
    const enmore: SavedMarkerComment[] = [];
    enmore.push(await saveComment(t, users.alice, at('40 Enmore Road, Newtown', 'Unit 2', 0)));
    const park = await saveComment(t, users.bob, at('Camperdown Memorial Rest Park', 'N/A', -200));
    enmore.push(
      await saveComment(t, users.bob, at('40 Enmore Rd, Newtown NSW 2042', '3/40', 12, 'House')),
    );
    const king = await saveComment(t, carol, at('7 King Street, Newtown', 'Unit 1', 300));
    enmore.push(await saveComment(t, carol, at('40 Enmore Road, Newtown', 'Apt 5', -5)));
    expect(new Set(enmore.map((comment) => comment.buildingId)).size).toBe(1);
    return { enmore, king, park };
  }

  it.each([
    ['everywhere', ''],
    ['in a view', `bbox=${ENMORE_VIEW}`],
  ])(
    "lists each building once, by its newest comment, with the building's count (%s)",
    async (_, where) => {
      const { enmore, king, park } = await seed();
      const page = await list(where);

      expect(ids(page)).toEqual([enmore[2]!.id, king.id, park.id]);
      expect(page.totalElements).toBe(3);
      expect(page.buildingCounts).toEqual({ [enmore[0]!.buildingId!]: 3, [king.buildingId!]: 1 });
      // Oldest first: the same groups, still each shown by its newest comment.
      expect(ids(await list(`${where}&sort=oldest`))).toEqual([park.id, king.id, enmore[2]!.id]);
    },
  );

  it('pages on by cursor without showing a building twice; the other sorts group too', async () => {
    const { enmore, king, park } = await seed();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: MarkerCommentsPage = await list(`size=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([enmore[2]!.id, king.id, park.id]);

    const nearest = await list(`sort=nearest&near=${ENMORE.lat},${ENMORE.lon}`);
    expect(ids(nearest)).toEqual([enmore[2]!.id, park.id, king.id]);
    expect(new Set(ids(await list('sort=liked')))).toEqual(
      new Set([enmore[2]!.id, king.id, park.id]),
    );
  });

  it("a filter picks the building's newest comment it keeps, and counts only those", async () => {
    const { enmore } = await seed();
    // The house is Enmore Road's newest house, though not its newest comment.
    const houses = await list(`types=House&bbox=${ENMORE_VIEW}`);
    expect(ids(houses)).toEqual([enmore[1]!.id]);
    expect(houses.buildingCounts).toEqual({ [enmore[0]!.buildingId!]: 1 });
    const apartments = await list('types=Apartment');
    expect(apartments.buildingCounts?.[enmore[0]!.buildingId!]).toBe(2);
    // Text: only the comments that say it.
    const text = await list('q=Enmore');
    expect(ids(text)).toEqual([enmore[2]!.id]);
  });

  it('answers without buildingCounts when not grouped, and refuses another grouping', async () => {
    await seed();
    const plain = await t.app.inject({ method: 'GET', url: '/api/marker/marker-comments/list' });
    expect(plain.json().data.content).toHaveLength(5);
    expect(plain.json().data).not.toHaveProperty('buildingCounts');

    const unit = await t.app.inject({
      method: 'GET',
      url: '/api/marker/marker-comments/list?group=unit',
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(unit.json().message).toMatch(/^Query parameter 'group'/);
  });

  it('counts only published comments: a hidden newest leaves the next one to stand for the building', async () => {
    const { enmore } = await seed();
    const moderator = await createSignedInUser(t, { is_moderator: 1 });
    expect((await decideOn(t, moderator, enmore[2]!.id, 'hide')).statusCode).toBe(200);
    const page = await list('');
    expect(ids(page)).toContain(enmore[1]!.id);
    expect(ids(page)).not.toContain(enmore[2]!.id);
    expect(page.buildingCounts?.[enmore[0]!.buildingId!]).toBe(2);
  });
});
