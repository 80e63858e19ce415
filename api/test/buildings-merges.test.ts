import type {
  Building,
  ModerationLogEntry,
  PlaceMerge,
  SavedMarkerComment,
  UnplacedCommentsPage,
} from 'shared/contract';
import { bearerOf, createSignedInUser, type SignedInUser } from './helpers/auth';
import { commentUrl, saveComment } from './helpers/comments';
import { expectFailure } from './helpers/responses';
import { useTestApp } from './helpers/test-app';

/** Two addresses of one corner block in Glebe, 20 m apart, and a house 300 m away. */
const CORNER = { lat: -33.8791, lon: 151.1862 };
const north = (metres: number) => ({ lat: CORNER.lat + metres / 111_195, lon: CORNER.lon });
const glebe = (fullAddress: string, unitNumber: string, metres: number) => ({
  coordinates: north(metres),
  fullAddress,
  unitNumber,
  city: 'Glebe',
  region: 'New South Wales',
  postcode: '2037',
});

describe('moderators merge and split buildings and units', () => {
  const t = useTestApp();
  let moderator: SignedInUser;
  let renter: SignedInUser;
  let author: SignedInUser;

  beforeAll(async () => {
    moderator = await createSignedInUser(t, { password: null, is_moderator: 1 });
    renter = await createSignedInUser(t, { password: null });
  });
  beforeEach(async () => {
    // Each test its own author: an account may publish 10 comments an hour.
    author = await createSignedInUser(t, { password: null });
  });

  const post = (user: SignedInUser | null, url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearerOf(user),
      payload: payload as Record<string, unknown>,
    });
  const get = (url: string, user: SignedInUser | null = null) =>
    t.app.inject({ method: 'GET', url, headers: bearerOf(user) });
  const mergeBuilding = (from: string, into: string, user = moderator) =>
    post(user, `/api/moderation/buildings/${from}/merge`, { into, reason: 'One corner block' });
  const mergeUnit = (from: string, into: string, user = moderator) =>
    post(user, `/api/moderation/units/${from}/merge`, { into, reason: 'A typo of the unit' });
  const split = (id: string, user = moderator) =>
    post(user, `/api/moderation/merges/${id}/split`, { reason: 'They are two buildings' });
  const building = async (id: string) =>
    (await get(`/api/buildings/${id}`)).json().data as Building;
  const comment = async (id: string) =>
    (await get(commentUrl(id))).json().data as SavedMarkerComment;
  const log = async () =>
    (await get('/api/moderation/log?size=5', moderator)).json().data
      .content as ModerationLogEntry[];

  it('merges a building into another: comments, units and links join it; a split puts them back', async () => {
    const a2 = await saveComment(t, author, glebe('15 Wigram Rd, Glebe NSW 2037', '2/15', 0));
    const a3 = await saveComment(t, author, glebe('15 Wigram Rd, Glebe NSW 2037', 'Unit 3', 1));
    const b2 = await saveComment(t, author, glebe('17 Wigram Rd, Glebe NSW 2037', 'Apt 2', 20));
    const from = a2.buildingId!;
    const into = b2.buildingId!;
    expect(from).not.toBe(into);

    const merged = await mergeBuilding(from, into);
    expect(merged.statusCode).toBe(200);
    const merge = merged.json().data as PlaceMerge;
    expect(merge).toMatchObject({
      kind: 'buildings',
      fromId: from,
      intoId: into,
      commentCount: 2,
      reason: 'One corner block',
      splitAt: null,
    });

    // The old link answers as the building it joined; its units are there, "2" once.
    expect((await building(from)).id).toBe(into);
    const page = await building(into);
    expect(page.commentCount).toBe(3);
    expect(page.units.map((unit) => [unit.label, unit.commentCount])).toEqual([
      ['Unit 2', 2],
      ['Unit 3', 1],
    ]);
    expect(await comment(a2.id)).toMatchObject({ buildingId: into, unitId: b2.unitId });
    expect(await comment(a3.id)).toMatchObject({ buildingId: into, unitId: a3.unitId });
    const listed = await get(`/api/marker/marker-comments/list?building=${into}&size=10`);
    expect(listed.json().data.totalElements).toBe(3);
    // A new comment at the address that was merged joins the building it joined.
    const later = await saveComment(t, author, glebe('15 Wigram Road, Glebe', '2/15', 2));
    expect(later).toMatchObject({ buildingId: into, unitId: b2.unitId });

    expect((await log())[0]).toMatchObject({ action: 'merge-buildings', mergeId: merge.id });
    const history = await get(`/api/moderation/buildings/${into}/merges`, moderator);
    expect((history.json().data.content as PlaceMerge[]).map((m) => m.id)).toEqual([merge.id]);

    const undone = await split(merge.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.splitAt).not.toBeNull();
    expect((await building(from)).id).toBe(from);
    expect(await comment(a2.id)).toMatchObject({ buildingId: from, unitId: a2.unitId });
    expect(await comment(a3.id)).toMatchObject({ buildingId: from, unitId: a3.unitId });
    expect((await building(from)).units.map((unit) => unit.label)).toEqual(['Unit 2', 'Unit 3']);
    expect(await comment(b2.id)).toMatchObject({ buildingId: into, unitId: b2.unitId });
    expect((await log())[0]).toMatchObject({ action: 'split-merge', mergeId: merge.id });
    expectFailure(await split(merge.id), 409, 'CONFLICT');
  });

  it('merges a unit into another of its building, a coarse comment too, and splits it back', async () => {
    const two = await saveComment(t, author, glebe('40 Glebe Point Rd, Glebe', 'Unit 2', 300));
    const twoA = await saveComment(t, author, glebe('40 Glebe Point Rd, Glebe', 'Unit 2A', 301));
    const coarse = await saveComment(t, author, {
      ...glebe('40 Glebe Point Rd, Glebe', '2A', 302),
      coarse: true,
    });
    expect(coarse.unitId).toBe(twoA.unitId);

    const merged = await mergeUnit(twoA.unitId!, two.unitId!);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toMatchObject({ kind: 'units', commentCount: 2 });
    expect(await comment(twoA.id)).toMatchObject({ unitId: two.unitId });
    // The coarse comment's unit is its author's: they see it moved; the public, no unit.
    const own = await get(commentUrl(coarse.id), author);
    expect(own.json().data.unitId).toBe(two.unitId);
    expect((await comment(coarse.id)).unitId).toBeNull();
    // A new "2A" joins unit 2 now.
    const later = await saveComment(t, author, glebe('40 Glebe Point Rd, Glebe', 'Apt 2A', 300));
    expect(later.unitId).toBe(two.unitId);

    await split(merged.json().data.id);
    expect(await comment(twoA.id)).toMatchObject({ unitId: twoA.unitId });
    expect((await get(commentUrl(coarse.id), author)).json().data.unitId).toBe(twoA.unitId);
  });

  it('refuses merges that cannot be right, in the error shape, and changes nothing', async () => {
    const a = await saveComment(t, author, glebe('5 Mitchell St, Glebe', '1', 600));
    const b = await saveComment(t, author, glebe('7 Mitchell St, Glebe', '1', 615));
    const far = await saveComment(t, author, glebe('90 Mitchell St, Glebe', '1', 950));
    const unknown = '00000000-0000-4000-8000-000000000000';

    expectFailure(await mergeBuilding(a.buildingId!, a.buildingId!), 400, 'BAD_REQUEST');
    expectFailure(await mergeBuilding(a.buildingId!, unknown), 400, 'UNKNOWN_BUILDING');
    expectFailure(await mergeBuilding(unknown, a.buildingId!), 404, 'NOT_FOUND');
    expectFailure(await mergeBuilding(a.buildingId!, far.buildingId!), 400, 'BUILDING_TOO_FAR');
    expectFailure(await mergeUnit(a.unitId!, b.unitId!), 400, 'NOT_SAME_BUILDING');
    expectFailure(await mergeUnit(a.unitId!, unknown), 400, 'UNKNOWN_UNIT');
    expectFailure(await mergeUnit(unknown, a.unitId!), 404, 'NOT_FOUND');
    expectFailure(await split(unknown), 404, 'NOT_FOUND');
    for (const body of [
      { into: b.buildingId },
      { into: b.buildingId, reason: '  ' },
      { into: 'x', reason: 'y' },
    ]) {
      expectFailure(
        await post(moderator, `/api/moderation/buildings/${a.buildingId}/merge`, body),
        400,
        'VALIDATION_ERROR',
      );
    }
    // Not a moderator, or not signed in: nothing is merged.
    expectFailure(await mergeBuilding(a.buildingId!, b.buildingId!, renter), 403, 'FORBIDDEN');
    expectFailure(
      await post(null, `/api/moderation/buildings/${a.buildingId}/merge`, {
        into: b.buildingId,
        reason: 'x',
      }),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(await get(`/api/moderation/unplaced-comments`, renter), 403, 'FORBIDDEN');
    expect((await comment(a.id)).buildingId).toBe(a.buildingId);

    // Merged once, not twice; into a merged building, no; split the later merge first.
    const first = (await mergeBuilding(a.buildingId!, b.buildingId!)).json().data as PlaceMerge;
    expectFailure(await mergeBuilding(a.buildingId!, b.buildingId!), 409, 'CONFLICT');
    const c = await saveComment(t, author, glebe('9 Mitchell St, Glebe', '1', 630));
    expectFailure(await mergeBuilding(c.buildingId!, a.buildingId!), 400, 'UNKNOWN_BUILDING');
    const second = (await mergeBuilding(b.buildingId!, c.buildingId!)).json().data as PlaceMerge;
    expectFailure(await split(first.id), 409, 'CONFLICT');
    expect((await split(second.id)).statusCode).toBe(200);
    expect((await split(first.id)).statusCode).toBe(200);
    expect((await comment(a.id)).buildingId).toBe(a.buildingId);
  });

  it('lists the comments in no building for moderators, a page at a time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const saved = await saveComment(t, author, {
        ...glebe('Glebe NSW 2037, Australia', 'N/A', 900 + i),
        comment: [
          'Quiet streets and a good bakery',
          'Buses every ten minutes',
          'Parking is hard at night',
        ][i],
      });
      expect(saved.buildingId).toBeNull();
      ids.push(saved.id);
    }
    const first = await get('/api/moderation/unplaced-comments?size=2', moderator);
    expect(first.statusCode).toBe(200);
    const page = first.json().data as UnplacedCommentsPage;
    expect(page.content.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const next = await get(
      `/api/moderation/unplaced-comments?size=2&cursor=${encodeURIComponent(page.nextCursor!)}`,
      moderator,
    );
    expect((next.json().data as UnplacedCommentsPage).content[0]!.id).toBe(ids[0]);
    expect((await get('/api/moderation/unplaced-comments?size=2', null)).statusCode).toBe(401);
  });
});
