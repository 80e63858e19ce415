import type { SavedMarkerComment } from 'shared/contract';
import { newCommentPayload } from './factories/marker-comment.factory';
import { bearer, useSignedInPair } from './helpers/auth';
import { commentUrl, editComment, postComment, saveComment } from './helpers/comments';
import { expectFailure } from './helpers/responses';
import { countRows } from './helpers/rows';
import { aroundNewtown } from './helpers/newtown';
import { useTestApp } from './helpers/test-app';

type TestDb = ReturnType<typeof useTestApp>['db'];

/** Points and comments a few metres from 15 King Street, Newtown. */
const { at } = aroundNewtown({ lat: -33.8981, lon: 151.1793 });

/** The buildings with this address key ("15 king street"). */
const buildingsKeyed = (t: { db: TestDb }, key: string) =>
  t.db.selectFrom('buildings').selectAll().where('address_key', '=', key).execute();

describe('a new comment is placed in its building and unit', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const save = (place: Record<string, unknown>, user = users.alice) => saveComment(t, user, place);

  it('three spellings of one unit at points 12 m apart: one building, one unit', async () => {
    const first = await save(at('2/15 King St, Newtown NSW 2042', '2/15'));
    const second = await save(at('15 King Street, Newtown, Sydney', 'Unit 2', 12), users.bob);
    const third = await save(at('15, King Street, Newtown, Sydney, NSW, 2042', 'Apt 2', -6, 9));

    expect(first.buildingId).toEqual(expect.any(String));
    expect(first.unitId).toEqual(expect.any(String));
    for (const other of [second, third]) {
      expect([other.buildingId, other.unitId]).toEqual([first.buildingId, first.unitId]);
    }
    const buildings = await buildingsKeyed(t, '15 king street');
    expect(buildings).toHaveLength(1);
    expect(buildings[0]).toMatchObject({
      id: first.buildingId,
      address_key: '15 king street',
      street_number: '15',
      street: 'King Street',
      suburb: 'Newtown',
      state: 'New South Wales',
      postcode: '2042',
    });
  });

  it('another unit of the building is another unit; "N/A" is the whole building', async () => {
    const two = await save(at('21 King Street, Newtown', 'Unit 2', 100));
    const three = await save(at('21 King St, Newtown', 'U3', 105));
    const whole = await save(at('21 King St, Newtown', 'N/A', 95));

    expect(three.buildingId).toBe(two.buildingId);
    expect(three.unitId).not.toBe(two.unitId);
    expect(whole).toMatchObject({ buildingId: two.buildingId, unitId: null });
  });

  it('never joins the house next door, nor the same number on a street far away', async () => {
    const fifteen = await save(at('15 King Street, Newtown', 'House'));
    const seventeen = await save(at('17 King Street, Newtown', 'House', 8));
    const farAway = await save(at('15 King Street, Newtown', 'House', 60));

    expect(new Set([fifteen.buildingId, seventeen.buildingId, farAway.buildingId]).size).toBe(3);
    expect(seventeen.buildingId).toEqual(expect.any(String));
    expect(await buildingsKeyed(t, '15 king street')).toHaveLength(2);
  });

  it('leaves a comment whose address names no house number unplaced', async () => {
    const suburb = await save(at('Newtown NSW 2042, Australia', '2'));

    expect(suburb).toMatchObject({ buildingId: null, unitId: null, unitNumber: '2' });
  });

  it('refuses a unit whose street number is not the place’s, and saves nothing', async () => {
    const commentsBefore = await countRows(t.db, 'marker_comments');
    const response = await postComment(
      t,
      users.alice,
      newCommentPayload(at('31 King Street, Newtown', '2/17', 300)),
    );

    expectFailure(
      response,
      400,
      'UNIT_NOT_AT_ADDRESS',
      "Unit '2/17' is at number 17, but the place chosen is number 31. Choose the place " +
        'again, or write the unit alone.',
    );
    expect(await countRows(t.db, 'marker_comments')).toBe(commentsBefore);
    expect(await buildingsKeyed(t, '31 king street')).toHaveLength(0);
  });

  it('carries the ids in every answer that carries the comment', async () => {
    const saved = await save(at('15 King Street, Newtown', 'Unit 2'));
    const ids = { buildingId: saved.buildingId, unitId: saved.unitId };

    const byId = <T extends { id: string }>(items: T[]) =>
      items.find((item) => item.id === saved.id);

    const details = await t.app.inject({ method: 'GET', url: commentUrl(saved.id) });
    expect(details.json().data).toMatchObject(ids);
    const list = await t.app.inject({ method: 'GET', url: '/api/marker/marker-comments/list' });
    expect(byId(list.json().data.content)).toMatchObject(ids);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/comments',
      headers: bearer(users.alice.accessToken),
    });
    expect(byId(own.json().data.content)).toMatchObject(ids);
    const geojson = await t.app.inject({ method: 'GET', url: '/api/open-data/comments' });
    expect(
      byId<{ id: string; properties: unknown }>(geojson.json().features)?.properties,
    ).toMatchObject(ids);
  });
});

describe('editing the unit number moves the comment between units of its building', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const edit = async (comment: SavedMarkerComment, unitNumber: string) =>
    editComment(t, users.alice, comment.id, { unitNumber });

  it('to another unit, to none, and never to a unit at another number', async () => {
    const saved = await saveComment(t, users.alice, at('15 King Street, Newtown', 'Unit 2'));

    const moved = (await edit(saved, 'Apt 3')).json().data as SavedMarkerComment;
    expect(moved.buildingId).toBe(saved.buildingId);
    expect(moved.unitId).not.toBe(saved.unitId);
    expect(moved.unitId).toEqual(expect.any(String));

    const refused = await edit(saved, '2/17');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('UNIT_NOT_AT_ADDRESS');
    const kept = await t.app.inject({ method: 'GET', url: commentUrl(saved.id) });
    expect(kept.json().data).toMatchObject({ unitNumber: 'Apt 3', unitId: moved.unitId });

    const whole = (await edit(saved, 'Whole house')).json().data as SavedMarkerComment;
    expect(whole).toMatchObject({ buildingId: saved.buildingId, unitId: null });
  });

  it('an unplaced comment stays unplaced whatever its unit number', async () => {
    const saved = await saveComment(t, users.alice, at('Newtown NSW 2042', 'House'));

    const edited = (await edit(saved, 'Unit 4')).json().data as SavedMarkerComment;
    expect(edited).toMatchObject({ buildingId: null, unitId: null, unitNumber: 'Unit 4' });
  });

  it('another user cannot move a comment between units', async () => {
    const saved = await saveComment(t, users.alice, at('15 King Street, Newtown', 'Unit 2'));

    const response = await editComment(t, users.bob, saved.id, { unitNumber: 'Unit 9' });
    expect(response.statusCode).toBe(403);
    const kept = await t.app.inject({ method: 'GET', url: commentUrl(saved.id) });
    expect(kept.json().data).toMatchObject({ unitNumber: 'Unit 2', unitId: saved.unitId });
    const units = await t.db.selectFrom('units').select('unit_key').execute();
    expect(units.map((unit) => unit.unit_key)).not.toContain('9');
  });
});

describe('a comment about a building its author chose', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  /** Number `number` King Street, 200 m north of the others, made by a first comment. */
  const building = async (number = 15) =>
    (await saveComment(t, users.bob, at(`${number} King Street, Newtown`, 'Unit 1', 200)))
      .buildingId!;

  const post = (place: Record<string, unknown>) =>
    postComment(t, users.alice, newCommentPayload(place));

  it('joins it, even where the address found names no house number', async () => {
    const chosen = await building();

    const response = await post({
      ...at('King Street, Newtown', 'Unit 4', 210),
      buildingId: chosen,
    });

    expect(response.statusCode).toBe(200);
    const saved = response.json().data as SavedMarkerComment;
    expect(saved.buildingId).toBe(chosen);
    expect(saved.unitId).toEqual(expect.any(String));
  });

  it('refuses an unknown, a merged or a distant building, or a unit at another number', async () => {
    const chosen = await building();
    const merged = await building(19);
    await t.db
      .updateTable('buildings')
      .set({ merged_into: chosen })
      .where('id', '=', merged)
      .execute();
    const before = await countRows(t.db, 'marker_comments');
    const unknown =
      'The building chosen does not exist, or was merged into another. Choose it again.';

    expectFailure(
      await post({
        ...at('King St', 'Unit 4', 200),
        buildingId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      'UNKNOWN_BUILDING',
      unknown,
    );
    expectFailure(
      await post({ ...at('King St', 'Unit 4', 200), buildingId: merged }),
      400,
      'UNKNOWN_BUILDING',
      unknown,
    );
    expectFailure(
      await post({ ...at('King St', 'Unit 4', 260), buildingId: chosen }),
      400,
      'BUILDING_TOO_FAR',
      'The building chosen is 60 m from the place, more than 30 m. Choose one of the buildings near it.',
    );
    const elsewhere = await post({ ...at('King St', '2/17', 200), buildingId: chosen });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([400, 'UNIT_NOT_AT_ADDRESS']);
    const malformed = await post({ ...at('King St', 'Unit 4', 200), buildingId: 'nope' });
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_ERROR']);

    expect(await countRows(t.db, 'marker_comments')).toBe(before);
  });
});
