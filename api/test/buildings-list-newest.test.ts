import { LIMITS, type SavedMarkerComment } from 'shared/contract';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { useSignedInPair } from './helpers/auth';
import { saveComment } from './helpers/comments';
import { ENMORE_VIEW, aroundEnmore, groupedList, ids } from './helpers/grouped-list';
import { useTestApp } from './helpers/test-app';

/**
 * Which comment stands for its building in the list grouped by building, in a view (one
 * read both counts the cards and finds them) and everywhere (the newest-first walk): the
 * newest published one, by time and then by id.
 */
describe('GET list?group=building: the newest published comment stands for its building', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const list = groupedList(t);

  /** Three comments in units of 40 Enmore Road, oldest first. */
  async function building(): Promise<SavedMarkerComment[]> {
    const saved: SavedMarkerComment[] = [];
    for (const [unit, north] of [
      ['Unit 1', 0],
      ['Unit 2', 3],
      ['Unit 3', -3],
    ] as const) {
      saved.push(
        await saveComment(t, users.alice, aroundEnmore.at('40 Enmore Road, Newtown', unit, north)),
      );
    }
    expect(new Set(saved.map((comment) => comment.buildingId)).size).toBe(1);
    return saved;
  }

  afterEach(async () => {
    await t.db.deleteFrom('marker_comments').execute();
  });

  it.each([
    ['in a view', `bbox=${ENMORE_VIEW}`],
    ['everywhere', ''],
  ])('comments saved at the same time: the greatest id stands (%s)', async (_, where) => {
    const saved = await building();
    const at = new Date(Date.UTC(2026, 10, 1)).toISOString();
    await t.db
      .updateTable('marker_comments')
      .set({ created_at: at })
      .where(
        'id',
        'in',
        saved.map((comment) => comment.id),
      )
      .execute();
    const greatest = saved
      .map((comment) => comment.id)
      .sort()
      .at(-1);

    const page = await list(where);
    expect(ids(page)).toEqual([greatest]);
    expect(page.buildingCounts).toEqual({ [saved[0]!.buildingId!]: 3 });
    expect(ids(await list(`${where}&sort=oldest`))).toEqual([greatest]);
  });

  it.each([
    ['held', 'in a view', `bbox=${ENMORE_VIEW}`],
    ['scheduled', 'in a view', `bbox=${ENMORE_VIEW}`],
    ['hidden', 'in a view', `bbox=${ENMORE_VIEW}`],
    ['held', 'everywhere', ''],
    ['scheduled', 'everywhere', ''],
  ] as const)(
    'a %s newest comment leaves the next one to stand, uncounted (%s)',
    async (status, _, where) => {
      const saved = await building();
      await t.db
        .updateTable('marker_comments')
        .set({ status })
        .where('id', '=', saved[2]!.id)
        .execute();

      const page = await list(where);
      expect(ids(page)).toEqual([saved[1]!.id]);
      expect(page.totalElements).toBe(1);
      expect(page.buildingCounts).toEqual({ [saved[0]!.buildingId!]: 2 });
    },
  );

  it.each([
    ['in a view', `bbox=${ENMORE_VIEW}`],
    ['everywhere', ''],
  ])('a deleted newest comment leaves the next one to stand (%s)', async (_, where) => {
    const saved = await building();
    await t.db.deleteFrom('marker_comments').where('id', '=', saved[2]!.id).execute();

    const page = await list(where);
    expect(ids(page)).toEqual([saved[1]!.id]);
    expect(page.buildingCounts).toEqual({ [saved[0]!.buildingId!]: 2 });
  });

  it('a view with more cards than the count reaches says so, and still shows a building once', async () => {
    const saved = await building();
    // Comments in no building are each their own card: one more than the count goes to.
    const rows = Array.from({ length: LIMITS.markerCountCap + 1 }, (_, i) =>
      buildMarkerComment({
        ...aroundEnmore.near(-100 - (i % 40) * 5, (Math.floor(i / 40) - 12) * 5),
        created_at: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
      }),
    );
    for (let start = 0; start < rows.length; start += 200) {
      await t.db
        .insertInto('marker_comments')
        .values(rows.slice(start, start + 200))
        .execute();
    }

    const page = await list(`bbox=${ENMORE_VIEW}&size=3`);
    expect(page.totalCapped).toBe(true);
    expect(page.totalElements).toBe(LIMITS.markerCountCap);
    // The building's newest (saved now), then the newest of the rest.
    expect(ids(page)).toEqual([saved[2]!.id, rows.at(-1)!.id, rows.at(-2)!.id]);
    expect(page.buildingCounts).toEqual({ [saved[0]!.buildingId!]: 3 });
  });
});
