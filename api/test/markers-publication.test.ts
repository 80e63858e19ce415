import { strFromU8, unzipSync } from 'fflate';
import {
  monthStart,
  PUBLISH_DELAY_DAYS,
  type Building,
  type MarkerClusters,
  type SavedMarkerComment,
} from 'shared/contract';
import { publishDueComments } from '../src/modules/markers/publication.service';
import { scheduleOf } from '../src/modules/markers/publication';
import { bearer, bearerOf, createSignedInUser, type SignedInUser } from './helpers/auth';
import { BONDI_BOUNDS, insertWatchedArea } from './helpers/alerts';
import { commentUrl, editComment, moderate, postComment, saveComment } from './helpers/comments';
import { readOutbox } from './helpers/outbox';
import { uploadPhoto } from './helpers/photos';
import { expectFailure } from './helpers/responses';
import { useTestApp } from './helpers/test-app';
import { newCommentPayload } from './factories/marker-comment.factory';

const DAY = 24 * 60 * 60 * 1000;

const LIST_URL = '/api/marker/marker-comments/list';
const BONDI_BBOX = `${BONDI_BOUNDS.west},${BONDI_BOUNDS.south},${BONDI_BOUNDS.east},${BONDI_BOUNDS.north}`;

/** 120 Campbell Parade, Bondi Beach: a street address, so its comments are in a building. */
const BUILDING_POINT = { lat: -33.8902, lon: 151.2781 };
const metresNorth = (metres: number) => ({
  lat: BUILDING_POINT.lat + metres / 111_195,
  lon: BUILDING_POINT.lon,
});
const atTheBuilding = (metres: number, overrides: Record<string, unknown> = {}) => ({
  coordinates: metresNorth(metres),
  fullAddress: '120 Campbell Parade, Bondi Beach NSW 2026, Australia',
  city: 'Bondi Beach',
  region: 'New South Wales',
  postcode: '2026',
  unitNumber: '7/120',
  ...overrides,
});

const tomorrow = () => new Date(Date.now() + DAY).toISOString().slice(0, 10);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('publishing later, and the coarse public version, on every channel', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL: 'https://rentmap.example.com' } });
  let author: SignedInUser;
  let reader: SignedInUser;
  let moderator: SignedInUser;
  let watcher: SignedInUser;

  beforeAll(async () => {
    reader = await createSignedInUser(t, { password: null });
    moderator = await createSignedInUser(t, { password: null, is_moderator: 1 });
    watcher = await createSignedInUser(t, { password: null });
    await insertWatchedArea(t.db, watcher.user.id, { name: 'Bondi watch' });
  });
  beforeEach(async () => {
    // Each test its own author: an account may publish 10 comments an hour.
    author = await createSignedInUser(t, {
      password: null,
      first_name: 'Tess',
      last_name: 'Tenant',
      profile_visibility: 'public',
    });
  });

  const get = (url: string, user?: SignedInUser | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearerOf(user ?? null), ...headers } });

  const changePublication = (user: SignedInUser | null, id: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${commentUrl(id)}/publication`,
      headers: bearerOf(user),
      payload: payload as Record<string, unknown>,
    });

  /** Everything a reader other than the author can reach, as text: what must not show `secret`. */
  async function publicChannels(comment: SavedMarkerComment, user: SignedInUser | null) {
    const lists = await Promise.all(
      [
        'sort=newest',
        'sort=oldest',
        'sort=liked',
        `sort=nearest&near=${BUILDING_POINT.lat},${BUILDING_POINT.lon}`,
        `bbox=${BONDI_BBOX}`,
        'within=30d',
        'q=balcony',
        ...(comment.buildingId ? [`building=${comment.buildingId}`] : []),
      ].map((query) => get(`${LIST_URL}?size=100&${query}`, user)),
    );
    const clusters = await Promise.all(
      ['zoom=18', 'zoom=4', 'zoom=18&q=balcony', 'zoom=18&within=7d'].map((query) =>
        get(`/api/marker/clusters?bbox=${BONDI_BBOX}&${query}`, user),
      ),
    );
    const others = await Promise.all([
      get(commentUrl(comment.id), user),
      get(`/places/${comment.id}`, user, { accept: 'text/html' }),
      get(`/api/feeds/comments?bbox=${BONDI_BBOX}`),
      get(`/api/open-data/comments?bbox=${BONDI_BBOX}`),
      get(
        `/api/marker/marker-comments/same-place?lat=${BUILDING_POINT.lat}&lon=${BUILDING_POINT.lon}&fullAddress=x`,
      ),
      get(`/api/buildings/near?lat=${BUILDING_POINT.lat}&lon=${BUILDING_POINT.lon}`),
      ...(comment.buildingId ? [get(`/api/buildings/${comment.buildingId}`)] : []),
    ]);
    const exported = user ? await get('/api/users/me/export', user) : undefined;
    return {
      lists: lists.map((res) => res.body),
      clusterTotals: clusters.map((res) => (res.json().data as MarkerClusters).total),
      details: others[0]!,
      place: others[1]!,
      // Everything but the details, which a moderator may read.
      text: [
        ...lists.map((res) => res.body),
        ...clusters.map((res) => res.body),
        ...others.slice(1).map((res) => res.body),
        exported
          ? strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['rentmap-export.json']!)
          : '',
      ].join('\n'),
    };
  }

  const mailsToWatcher = async () =>
    (await readOutbox(t)).filter((mail) => mail.to.includes(watcher.user.email));

  it('keeps a scheduled comment off every public channel until its time, then publishes it everywhere', async () => {
    const photo = await uploadPhoto(t, author);
    const comment = await saveComment(
      t,
      author,
      atTheBuilding(0, {
        comment: 'Scheduled-secret: the balcony leaks',
        photoUrls: [photo.name],
        publish: 'after-random-delay',
        coarse: false,
      }),
    );
    expect(comment.moderation).toMatchObject({ status: 'scheduled' });
    const publishAt = Date.parse(comment.moderation!.schedule!.publishAt!);
    expect(publishAt).toBeGreaterThanOrEqual(Date.now() + PUBLISH_DELAY_DAYS.min * DAY - 60_000);
    expect(publishAt).toBeLessThanOrEqual(Date.now() + PUBLISH_DELAY_DAYS.max * DAY);

    for (const user of [null, reader, moderator]) {
      const seen = await publicChannels(comment, user);
      expect(seen.text).not.toContain('Scheduled-secret');
      expect(seen.text).not.toContain(comment.id);
      expect(seen.clusterTotals).toEqual([0, 0, 0, 0]);
      expect(seen.place.statusCode).toBe(404);
      expect(seen.details.statusCode).toBe(user === moderator ? 200 : 404);
    }
    expect((await get(photo.url)).statusCode).toBe(404);
    await t.app.alerts.runDue({ now: new Date(Date.now() + 1000) });
    expect(await mailsToWatcher()).toHaveLength(0);

    // Its author sees it, scheduled, with its date, in their own list and details.
    const mine = await get('/api/users/me/comments?size=50', author);
    const own = (mine.json().data.content as SavedMarkerComment[]).find((c) => c.id === comment.id);
    expect(own?.moderation).toMatchObject({
      status: 'scheduled',
      schedule: { publishAt: comment.moderation!.schedule!.publishAt },
    });
    expect(own?.moderation?.photos?.[0]?.name).toBe(photo.name);

    // A minute before its time nothing happens; at its time it is published, alerts too.
    expect(await publishDueComments(t.db, new Date(publishAt - 60_000))).toBe(0);
    expect(await publishDueComments(t.db, new Date(publishAt))).toBe(1);
    expect(await publishDueComments(t.db, new Date(publishAt + 60_000))).toBe(0);
    const seen = await publicChannels(comment, reader);
    expect(seen.details.statusCode).toBe(200);
    expect(seen.details.json().data.moderation).toBeUndefined();
    expect(seen.place.statusCode).toBe(200);
    expect(seen.clusterTotals[0]).toBe(1);
    for (const list of seen.lists) expect(list).toContain(comment.id);
    expect((await get(photo.url)).statusCode).toBe(200);
    await t.app.alerts.runDue({ now: new Date(Date.now() + 1000) });
    const mails = await mailsToWatcher();
    expect(mails.some((mail) => mail.text.includes('Scheduled-secret'))).toBe(true);
  });

  it('waits for "I have moved out" by default when the author lives there, and publishes then', async () => {
    const comment = await saveComment(
      t,
      author,
      atTheBuilding(2, {
        comment: 'Moved-out-secret: mould in the balcony corner',
        livesHere: true,
      }),
    );
    expect(comment.moderation).toMatchObject({
      status: 'scheduled',
      schedule: { publishAt: null },
    });
    expect(comment.coarse).toBe(true);
    await publishDueComments(t.db, new Date(Date.now() + 3 * 365 * DAY));
    const waiting = (await get(commentUrl(comment.id), author)).json().data as SavedMarkerComment;
    expect(waiting.moderation).toMatchObject({ status: 'scheduled' });
    expect((await publicChannels(comment, reader)).text).not.toContain('Moved-out-secret');

    // A move-out date instead, then "I have moved out" before it.
    const dated = await changePublication(author, comment.id, {
      publish: 'when-moved-out',
      moveOutDate: daysAhead(40),
    });
    expect(dated.statusCode).toBe(200);
    expect(dated.json().data.moderation.schedule.publishAt).toBe(`${daysAhead(40)}T00:00:00.000Z`);
    const now = await changePublication(author, comment.id, { publish: 'now' });
    expect(now.statusCode).toBe(200);
    expect(now.json().data.moderation).toBeUndefined();
    const seen = await publicChannels(comment, reader);
    expect(seen.details.statusCode).toBe(200);
    expect(seen.text).toContain('Moved-out-secret');

    // Public now: it can no longer be scheduled, only deleted.
    expectFailure(
      await changePublication(author, comment.id, { publish: 'after-random-delay' }),
      409,
      'ALREADY_PUBLISHED',
    );
  });

  it('shows a coarse comment with the building, no unit and the month, on every channel', async () => {
    const exactPoint = metresNorth(9);
    const comment = await saveComment(
      t,
      author,
      atTheBuilding(9, {
        comment: 'Coarse-test: balcony door does not lock',
        unitNumber: 'Unit 23',
        coarse: true,
      }),
    );
    // The author reads their own version: the point, unit and time they gave.
    expect(comment).toMatchObject({ ...exactPoint, unitNumber: 'Unit 23', coarse: true });
    expect(comment.unitId).not.toBeNull();
    expect(comment.moderation).toBeUndefined();

    const building = (await get(`/api/buildings/${comment.buildingId}`)).json().data as Building;
    for (const user of [null, reader]) {
      const seen = await publicChannels(comment, user);
      const shown = seen.details.json().data as SavedMarkerComment;
      expect(shown).toMatchObject({
        lat: building.lat,
        lon: building.lon,
        unitNumber: '',
        unitId: null,
        fullAddress: building.fullAddress,
        coarse: true,
        createdDate: monthStart(new Date()),
        modifiedDate: monthStart(new Date()),
      });
      expect(seen.text).toContain('Coarse-test');
      expect(seen.text).not.toContain('Unit 23');
      expect(seen.details.body).not.toContain('Unit 23');
      expect(seen.text).not.toContain(String(exactPoint.lat));
      expect(seen.text).not.toContain(comment.createdDate);
      expect(seen.place.body).not.toContain(String(exactPoint.lat).slice(0, 9));
    }
    // The building's page counts it for the building, in no unit.
    const units = (await get(`/api/buildings/${comment.buildingId}`)).json().data.units as Array<{
      id: string;
    }>;
    expect(units.map((unit) => unit.id)).not.toContain(comment.unitId);

    // The watcher's alert (in the next hourly digest) says what the public version says.
    await t.app.alerts.runDue({ now: new Date(Date.now() + 1000) });
    await t.app.alerts.runDue({ now: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    const alert = (await mailsToWatcher()).find((mail) => mail.text.includes('Coarse-test'));
    expect(alert).toBeDefined();
    expect(alert!.text).not.toMatch(/unit 23/i);

    // An edit of the unit stays the author's; the public version still withholds it.
    const edited = await editComment(t, author, comment.id, { unitNumber: 'Unit 24' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ unitNumber: 'Unit 24', ...exactPoint });
    const shown = (await get(commentUrl(comment.id), reader)).json().data as SavedMarkerComment;
    expect(shown).toMatchObject({ unitNumber: '', unitId: null, lat: building.lat });

    // Shown exactly once its author chooses: the point, unit and times come back.
    const exact = await editComment(t, author, comment.id, { coarse: false });
    expect(exact.statusCode).toBe(200);
    const now = (await get(commentUrl(comment.id), reader)).json().data as SavedMarkerComment;
    expect(now).toMatchObject({ ...exactPoint, unitNumber: 'Unit 24', coarse: false });
    expect(now.createdDate).toBe(comment.createdDate);
    const rows = await t.db
      .selectFrom('comment_withheld_details')
      .selectAll()
      .where('comment_id', '=', comment.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it("gives the author's export their own exact version, and others' exports nothing of it", async () => {
    const comment = await saveComment(
      t,
      author,
      atTheBuilding(4, {
        comment: 'Export-test: the balcony is fine',
        unitNumber: '3',
        coarse: true,
      }),
    );
    const exported = await get('/api/users/me/export', author);
    const data = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['rentmap-export.json']!),
    );
    const mine = data.comments.find((c: { id: string }) => c.id === comment.id);
    expect(mine).toMatchObject({ unitNumber: '3', ...metresNorth(4), coarse: true });
  });

  it('lets a moderator release a held comment to its schedule, not to the public', async () => {
    const held = await saveComment(
      t,
      author,
      atTheBuilding(6, {
        comment: 'Call the agent on 0412 345 678 about the balcony',
        confirmPersonalInformation: true,
        livesHere: true,
      }),
    );
    expect(held.moderation).toMatchObject({ status: 'held', schedule: { publishAt: null } });
    await moderate(t, moderator, held.id, 'restore', 'The number is the agency');
    const after = (await get(commentUrl(held.id), author)).json().data as SavedMarkerComment;
    expect(after.moderation).toMatchObject({ status: 'scheduled' });
    expect((await get(commentUrl(held.id), reader)).statusCode).toBe(404);
  });

  it('counts a coarse comment at its real time for the hourly quota', async () => {
    for (let i = 0; i < 10; i += 1) {
      await saveComment(
        t,
        author,
        atTheBuilding(i, { comment: `Quota ${i}: ${'abcdefghij'[i]!.repeat(20)}`, coarse: true }),
      );
    }
    expectFailure(
      await postComment(
        t,
        author,
        newCommentPayload(atTheBuilding(11, { comment: 'One too many', coarse: true })),
      ),
      429,
      'QUOTA_EXCEEDED',
    );
  });

  describe('bad input', () => {
    it.each([
      [
        'yesterday',
        { publish: 'when-moved-out', moveOutDate: daysAhead(-1) },
        400,
        'PUBLISH_DATE_OUT_OF_RANGE',
      ],
      [
        'today',
        { publish: 'when-moved-out', moveOutDate: daysAhead(0) },
        400,
        'PUBLISH_DATE_OUT_OF_RANGE',
      ],
      [
        'over two years ahead',
        { publish: 'when-moved-out', moveOutDate: daysAhead(731) },
        400,
        'PUBLISH_DATE_OUT_OF_RANGE',
      ],
      [
        'not a day',
        { publish: 'when-moved-out', moveOutDate: '2027-02-30' },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'not a date',
        { publish: 'when-moved-out', moveOutDate: 'next week' },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'a date with another choice',
        { publish: 'now', moveOutDate: tomorrow() },
        400,
        'VALIDATION_ERROR',
      ],
      ['an unknown choice', { publish: 'never' }, 400, 'VALIDATION_ERROR'],
      ['livesHere not a boolean', { livesHere: 'yes' }, 400, 'VALIDATION_ERROR'],
    ])('refuses a new comment with %s, and saves nothing', async (_what, fields, status, code) => {
      const before = await t.db
        .selectFrom('marker_comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expectFailure(
        await postComment(t, author, newCommentPayload(atTheBuilding(1, fields))),
        status,
        code,
      );
      const after = await t.db
        .selectFrom('marker_comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('accepts a move-out date from tomorrow up to two years ahead', () => {
      const now = new Date();
      expect(scheduleOf('when-moved-out', tomorrow(), now).publish_at).toBe(
        `${tomorrow()}T00:00:00.000Z`,
      );
      expect(scheduleOf('when-moved-out', daysAhead(730), now).publish_at).toBe(
        `${daysAhead(730)}T00:00:00.000Z`,
      );
      expect(scheduleOf('after-random-delay', undefined, now, (min) => min).publish_at).toBe(
        new Date(now.getTime() + PUBLISH_DELAY_DAYS.min * DAY).toISOString(),
      );
      expect(
        scheduleOf('after-random-delay', undefined, now, (_min, max) => max - 1).publish_at,
      ).toBe(new Date(now.getTime() + PUBLISH_DELAY_DAYS.max * DAY).toISOString());
    });

    it('refuses a change of publication from anyone but the author, and of nothing', async () => {
      const comment = await saveComment(
        t,
        author,
        atTheBuilding(3, { comment: 'Later: balcony', livesHere: true }),
      );
      expectFailure(
        await changePublication(reader, comment.id, { publish: 'now' }),
        403,
        'FORBIDDEN',
      );
      expectFailure(
        await changePublication(null, comment.id, { publish: 'now' }),
        401,
        'UNAUTHORIZED',
      );
      expectFailure(
        await changePublication(author, '00000000-0000-4000-8000-000000000000', { publish: 'now' }),
        404,
        'NOT_FOUND',
      );
      expectFailure(await changePublication(author, comment.id, {}), 400, 'VALIDATION_ERROR');
      expectFailure(
        await changePublication(author, comment.id, {
          publish: 'when-moved-out',
          moveOutDate: daysAhead(0),
        }),
        400,
        'PUBLISH_DATE_OUT_OF_RANGE',
      );
      // Still scheduled, as it was.
      const still = (await get(commentUrl(comment.id), author)).json().data as SavedMarkerComment;
      expect(still.moderation).toMatchObject({
        status: 'scheduled',
        schedule: { publishAt: null },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `${commentUrl(comment.id)}/publication`,
        headers: bearer(author.accessToken),
        payload: { publish: 'now', extra: 1 },
      });
      expectFailure(res, 400, 'VALIDATION_ERROR');
    });
  });
});
