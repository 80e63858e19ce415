import { unzipSync, strFromU8 } from 'fflate';
import {
  ACCOUNT_EXPORT,
  type AccountExport,
  type Building,
  type ConditionList,
  type SavedMarkerComment,
} from 'shared/contract';
import { createSignedInUser, useSignedInPair, type SignedInUser } from './helpers/auth';
import { editComment, postComment, saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { expectFailure } from './helpers/responses';
import { countRows } from './helpers/rows';
import { useTestApp } from './helpers/test-app';
import { newCommentPayload } from './factories/marker-comment.factory';

/** 40 Enmore Road, Newtown (NSW), and a unit in it. */
const ENMORE = { lat: -33.8993, lon: 151.1745 };
const enmore = (unitNumber: string, extra: Record<string, unknown> = {}) => ({
  coordinates: ENMORE,
  fullAddress: '40 Enmore Road, Newtown',
  unitNumber,
  region: 'New South Wales',
  city: 'Newtown',
  postcode: '2042',
  ...extra,
});
/** 10 Chapel Street, Windsor (VIC). */
const chapel = (extra: Record<string, unknown> = {}) => ({
  coordinates: { lat: -37.8561, lon: 144.9926 },
  fullAddress: '10 Chapel Street, Windsor',
  unitNumber: '3',
  region: 'Victoria',
  city: 'Windsor',
  postcode: '3181',
  ...extra,
});

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('GET /api/condition-lists', () => {
  const t = useTestApp();
  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/condition-lists${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data as ConditionList;
  };

  it("answers the state's list, by name or abbreviation, each item citing its source", async () => {
    const nsw = await list('?state=New%20South%20Wales');
    expect(await list('?state=nsw')).toEqual(nsw);
    expect(nsw).toMatchObject({ id: 'nsw-2020-03', state: 'NSW', inForceFrom: '2020-03-23' });
    expect(nsw.items.map((item) => item.id)).toEqual([
      'nsw.structure',
      'nsw.damp',
      'nsw.lighting',
      'nsw.ventilation',
      'nsw.power',
      'nsw.plumbing',
      'nsw.water',
      'nsw.bathroom',
    ]);
    expect(nsw.items[1]).toMatchObject({
      category: 'damp-mould',
      categoryLabel: 'Mould and damp',
      source: { citation: 'Residential Tenancies Act 2010 (NSW) s 52(1B)' },
    });
    expect(nsw.measurements.map((m) => [m.name, m.unit, m.min, m.max])).toEqual([
      ['coldestRoomCelsius', '°C', -10, 40],
      ['indoorHumidityPercent', '%', 0, 100],
    ]);

    const vic = await list('?state=Victoria');
    expect(vic.id).toBe('vic-2021-03');
    // Victoria's fourteen categories.
    expect(new Set(vic.items.map((item) => item.category)).size).toBe(14);
    expect((await list('?state=QLD')).id).toBe('qld-2023-09');
  });

  it('takes the state from the postcode when the address names a district instead', async () => {
    expect((await list('?state=Inner%20West&postcode=2042')).id).toBe('nsw-2020-03');
    expect((await list('?postcode=3181')).id).toBe('vic-2021-03');
    expect((await list('?postcode=4000')).id).toBe('qld-2023-09');
    // Canberra's postcodes sit inside NSW's: the ACT has no list yet.
    expect((await list('?postcode=2600')).id).toBe('general-2026-12');
    // The state named wins over the postcode.
    expect((await list('?state=Victoria&postcode=2042')).id).toBe('vic-2021-03');
  });

  it('answers the general list for a state with none yet, an unknown one, or none given', async () => {
    for (const query of ['?state=Tasmania', '?state=Narnia', '']) {
      const general = await list(query);
      expect(general).toMatchObject({ id: 'general-2026-12', state: null });
    }
  });

  it('refuses a state name longer than any', async () => {
    const long = await t.app.inject({ url: `/api/condition-lists?state=${'x'.repeat(101)}` });
    expectFailure(long, 400, 'VALIDATION_ERROR');
  });
});

describe('a comment with its condition checklist', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const countComments = () => countRows(t.db, 'marker_comments');
  const countAnswers = () => countRows(t.db, 'comment_condition_answers');

  it('is saved in the same request and shown on every answer carrying the comment', async () => {
    const photo = await uploadPhoto(t, users.alice);
    const saved = await saveComment(
      t,
      users.alice,
      enmore('2', {
        photoUrls: [photo.name],
        checklist: {
          answers: [
            {
              item: 'nsw.damp',
              answer: 'not-met',
              photo: photo.name,
              toldOn: '2025-06-14',
              fixedAfterDays: 40,
            },
            { item: 'nsw.water', answer: 'met' },
            { item: 'nsw.ventilation', answer: 'not-sure' },
          ],
          coldestRoomCelsius: 12.5,
          indoorHumidityPercent: 78,
        },
      }),
    );
    const expected = {
      list: 'nsw-2020-03',
      answers: [
        // The day the agent was told is shown as its month only.
        {
          item: 'nsw.damp',
          category: 'damp-mould',
          answer: 'not-met',
          photo: photo.name,
          toldIn: '2025-06',
          fixedAfterDays: 40,
          notFixedAfterDays: null,
        },
        {
          item: 'nsw.ventilation',
          category: 'ventilation',
          answer: 'not-sure',
          photo: null,
          toldIn: null,
          fixedAfterDays: null,
          notFixedAfterDays: null,
        },
        {
          item: 'nsw.water',
          category: 'water',
          answer: 'met',
          photo: null,
          toldIn: null,
          fixedAfterDays: null,
          notFixedAfterDays: null,
        },
      ],
      coldestRoomCelsius: 12.5,
      indoorHumidityPercent: 78,
    };
    expect(saved.checklist).toEqual(expected);
    expect(JSON.stringify(saved)).not.toContain('2025-06-14');

    const one = await t.app.inject({ url: `/api/marker/marker-comments/${saved.id}` });
    expect((one.json().data as SavedMarkerComment).checklist).toEqual(expected);
    const list = await t.app.inject({
      url: `/api/marker/marker-comments/list?building=${saved.buildingId}`,
    });
    const [listed] = list.json().data.content as SavedMarkerComment[];
    expect(listed!.checklist).toEqual(expected);

    // A comment without one has none.
    const plain = await saveComment(t, users.bob, enmore('3'));
    expect(plain.checklist).toBeUndefined();
  });

  it("is answered against the list of the postcode's state when the region is a district", async () => {
    const saved = await saveComment(
      t,
      users.bob,
      enmore('9', {
        fullAddress: '12 King Street, Newtown',
        coordinates: { lat: -33.8971, lon: 151.1789 },
        region: 'Inner West',
        checklist: { answers: [{ item: 'nsw.damp', answer: 'met' }] },
      }),
    );
    expect(saved.checklist?.list).toBe('nsw-2020-03');
  });

  it("is answered against the list of the building's state", async () => {
    const saved = await saveComment(
      t,
      users.bob,
      chapel({ checklist: { answers: [{ item: 'vic.heating', answer: 'not-met' }] } }),
    );
    expect(saved.checklist?.list).toBe('vic-2021-03');
  });

  const refusals: Array<[string, Record<string, unknown>, string, RegExp]> = [
    [
      "an item of another state's list",
      { answers: [{ item: 'vic.heating', answer: 'not-met' }] },
      'CONDITION_NOT_ON_LIST',
      /^Item 'vic\.heating' is not on the list for this place \(NSW minimum standards/,
    ],
    [
      'an item twice',
      {
        answers: [
          { item: 'nsw.damp', answer: 'met' },
          { item: 'nsw.damp', answer: 'not-met' },
        ],
      },
      'CONDITION_ANSWER_INVALID',
      /answered twice/,
    ],
    [
      'a repair of an item that was met',
      { answers: [{ item: 'nsw.damp', answer: 'met', toldOn: daysAgo(30), fixedAfterDays: 3 }] },
      'CONDITION_ANSWER_INVALID',
      /go only with 'not-met'/,
    ],
    [
      'days to fix with no day told',
      { answers: [{ item: 'nsw.damp', answer: 'not-met', fixedAfterDays: 3 }] },
      'CONDITION_ANSWER_INVALID',
      /\(toldOn\)/,
    ],
    [
      'a day told still to come',
      { answers: [{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(-5) }] },
      'CONDITION_ANSWER_INVALID',
      /up to today/,
    ],
    [
      'a repair still to come',
      {
        answers: [{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(10), fixedAfterDays: 30 }],
      },
      'CONDITION_ANSWER_INVALID',
      /still to come/,
    ],
    [
      "a photo that is not one of the comment's",
      { answers: [{ item: 'nsw.damp', answer: 'not-met', photo: 'someone-else.jpg' }] },
      'CONDITION_ANSWER_INVALID',
      /not one of this comment's photos/,
    ],
    [
      'an answer outside the list',
      { answers: [{ item: 'nsw.damp', answer: 'maybe' }] },
      'VALIDATION_ERROR',
      /answer/,
    ],
    [
      'a room colder than any',
      { answers: [], coldestRoomCelsius: -40 },
      'VALIDATION_ERROR',
      /coldestRoomCelsius/,
    ],
    [
      'humidity in fractions',
      { answers: [], indoorHumidityPercent: 55.5 },
      'VALIDATION_ERROR',
      /indoorHumidityPercent/,
    ],
    ['a field it does not know', { answers: [], rating: 5 }, 'VALIDATION_ERROR', /rating/],
  ];

  it.each(refusals)(
    'refuses %s in the API shape and saves nothing',
    async (_, checklist, code, message) => {
      const before = await Promise.all([countComments(), countAnswers()]);
      const response = await postComment(
        t,
        users.alice,
        newCommentPayload(enmore('4', { checklist })),
      );
      expectFailure(response, 400, code, expect.stringMatching(message));
      expect(await Promise.all([countComments(), countAnswers()])).toEqual(before);
    },
  );

  it('is refused with the rest of the comment when posted signed out', async () => {
    const before = await countAnswers();
    const response = await postComment(
      t,
      null,
      newCommentPayload(
        enmore('4', { checklist: { answers: [{ item: 'nsw.damp', answer: 'met' }] } }),
      ),
    );
    expect(response.statusCode).toBe(401);
    expect(await countAnswers()).toBe(before);
  });
});

describe("a building's page adds its checklists up", () => {
  const t = useTestApp();
  const users = useSignedInPair(t);
  let carol: SignedInUser;
  let dave: SignedInUser;
  beforeEach(async () => {
    carol = await createSignedInUser(t);
    dave = await createSignedInUser(t);
  });

  const damp = (answer: string, extra: Record<string, unknown> = {}, item = 'nsw.damp') => ({
    checklist: { answers: [{ item, answer, ...extra }] },
  });
  const page = async (id: string) =>
    (await t.app.inject({ url: `/api/buildings/${id}` })).json().data as Building;

  it('shows a category once 3 accounts answered it: not met by how many, in which units', async () => {
    const first = await saveComment(
      t,
      users.alice,
      enmore('1', damp('not-met', { toldOn: daysAgo(100), fixedAfterDays: 10 })),
    );
    await saveComment(
      t,
      users.bob,
      enmore('2', damp('not-met', { toldOn: daysAgo(100), fixedAfterDays: 30 })),
    );
    // Two accounts: no figure yet, whatever they said.
    expect((await page(first.buildingId!)).conditions).toEqual({
      shownFrom: 3,
      categories: [],
      repairs: null,
    });

    // A comment waiting for its author to move out counts nowhere before it is published.
    await saveComment(t, dave, enmore('4', { ...damp('not-met'), publish: 'when-moved-out' }));
    expect((await page(first.buildingId!)).conditions.categories).toEqual([]);

    await saveComment(t, carol, enmore('3', damp('met')));
    // Alice again, in another unit: one more report, not one more account.
    await saveComment(t, users.alice, enmore('5', damp('not-met')));
    const year = new Date().getUTCFullYear();
    expect((await page(first.buildingId!)).conditions.categories).toEqual([
      {
        category: 'damp-mould',
        label: 'Mould and damp',
        accounts: 3,
        notMetAccounts: 2,
        notMetUnits: 3,
        notMetReports: 3,
        firstYear: year,
        lastYear: year,
        // Only 2 accounts said when it was fixed.
        medianDaysToFix: null,
      },
    ]);
  });

  it('gives the median days to fix once 3 accounts said it', async () => {
    const at = (unit: string, days: number) =>
      chapel({
        unitNumber: unit,
        ...damp('not-met', { toldOn: daysAgo(200), fixedAfterDays: days }, 'vic.mould-damp'),
      });
    const first = await saveComment(t, users.alice, at('1', 10));
    await saveComment(t, users.bob, at('2', 40));
    await saveComment(t, carol, at('3', 20));
    const [summary] = (await page(first.buildingId!)).conditions.categories;
    expect(summary).toMatchObject({ accounts: 3, notMetAccounts: 3, medianDaysToFix: 20 });
  });
});

describe('a checklist edited by its author', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  it('is replaced whole against the same list, removed with null, and not by anyone else', async () => {
    const photo = await uploadPhoto(t, users.alice);
    const saved = await saveComment(
      t,
      users.alice,
      chapel({
        unitNumber: '21',
        photoUrls: [photo.name],
        checklist: { answers: [{ item: 'vic.mould-damp', answer: 'not-met', photo: photo.name }] },
      }),
    );
    // Another user can neither change nor remove it.
    for (const checklist of [null, { answers: [] }]) {
      const response = await editComment(t, users.bob, saved.id, { checklist });
      expect(response.statusCode).toBe(403);
    }
    // An item of another state's list is refused, and the old checklist stays.
    const refused = await editComment(t, users.alice, saved.id, {
      checklist: { answers: [{ item: 'nsw.damp', answer: 'met' }] },
    });
    expectFailure(refused, 400, 'CONDITION_NOT_ON_LIST');
    const kept = await t.app.inject({ url: `/api/marker/marker-comments/${saved.id}` });
    expect((kept.json().data as SavedMarkerComment).checklist).toEqual(saved.checklist);

    // Removing the photo leaves the answer it showed, without it.
    const withoutPhoto = await editComment(t, users.alice, saved.id, { photoUrls: [] });
    expect(withoutPhoto.statusCode).toBe(200);
    expect((withoutPhoto.json().data as SavedMarkerComment).checklist?.answers).toMatchObject([
      { item: 'vic.mould-damp', answer: 'not-met', photo: null },
    ]);

    const replaced = await editComment(t, users.alice, saved.id, {
      checklist: { answers: [{ item: 'vic.heating', answer: 'met' }], coldestRoomCelsius: 14 },
    });
    expect(replaced.statusCode).toBe(200);
    expect((replaced.json().data as SavedMarkerComment).checklist).toMatchObject({
      list: 'vic-2021-03',
      answers: [{ item: 'vic.heating', answer: 'met' }],
      coldestRoomCelsius: 14,
    });
    const removed = await editComment(t, users.alice, saved.id, { checklist: null });
    expect((removed.json().data as SavedMarkerComment).checklist).toBeUndefined();
  });
});

describe("a checklist in its author's own record", () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  it('is in their export with the exact day told, and goes with the comment', async () => {
    const saved = await saveComment(
      t,
      users.alice,
      enmore('7', {
        checklist: { answers: [{ item: 'nsw.lighting', answer: 'not-met', toldOn: '2025-03-02' }] },
      }),
    );
    const response = await t.app.inject({
      url: '/api/users/me/export',
      headers: { authorization: `Bearer ${users.alice.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files[ACCOUNT_EXPORT.dataFile]!)) as AccountExport;
    const exported = data.comments.find((comment) => comment.id === saved.id);
    expect(exported?.checklist?.answers).toEqual([
      {
        item: 'nsw.lighting',
        category: 'lighting',
        answer: 'not-met',
        photo: null,
        toldIn: '2025-03',
        toldOn: '2025-03-02',
        fixedAfterDays: null,
        notFixedOn: null,
        notFixedAfterDays: null,
      },
    ]);

    // Anyone else reads the month only.
    const read = await t.app.inject({
      url: `/api/marker/marker-comments/${saved.id}`,
      headers: { authorization: `Bearer ${users.bob.accessToken}` },
    });
    expect(read.body).not.toContain('2025-03-02');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/marker/marker-comments/${saved.id}`,
      headers: { authorization: `Bearer ${users.alice.accessToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.db
      .selectFrom('comment_condition_answers')
      .select('item_id')
      .where('comment_id', '=', saved.id)
      .execute();
    expect(left).toEqual([]);
  });
});
