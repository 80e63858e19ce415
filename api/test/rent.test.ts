import { unzipSync, strFromU8 } from 'fflate';
import {
  ACCOUNT_EXPORT,
  type AccountExport,
  type Building,
  type OpenDataCollection,
  type Rent,
  type SavedMarkerComment,
} from 'shared/contract';
import { bearerOf, createSignedInUser, useSignedInPair, type SignedInUser } from './helpers/auth';
import { commentUrl, editComment, postComment, saveComment } from './helpers/comments';
import { expectFailure } from './helpers/responses';
import { countRows } from './helpers/rows';
import { useTestApp } from './helpers/test-app';
import { newCommentPayload } from './factories/marker-comment.factory';

/** A place in a state: each describe block uses its own street, so its buildings are its own. */
const place = (
  where: {
    street: string;
    lat: number;
    lon: number;
    region: string;
    city: string;
    postcode: string;
  },
  unitNumber: string,
  extra: Record<string, unknown> = {},
) => ({
  coordinates: { lat: where.lat, lon: where.lon },
  fullAddress: where.street,
  unitNumber,
  region: where.region,
  city: where.city,
  postcode: where.postcode,
  ...extra,
});
const NEWTOWN = {
  street: '88 King Street, Newtown',
  lat: -33.8962,
  lon: 151.1797,
  region: 'New South Wales',
  city: 'Newtown',
  postcode: '2042',
};
const BRUNSWICK = {
  street: '300 Sydney Road, Brunswick',
  lat: -37.7674,
  lon: 144.9617,
  region: 'Victoria',
  city: 'Brunswick',
  postcode: '3056',
};
const WEST_END = {
  street: '120 Boundary Street, West End',
  lat: -27.4811,
  lon: 153.0095,
  region: 'Queensland',
  city: 'West End',
  postcode: '4101',
};
const HOBART = {
  street: '50 Elizabeth Street, Hobart',
  lat: -42.8806,
  lon: 147.3257,
  region: 'Tasmania',
  city: 'Hobart',
  postcode: '7000',
};

const thisYear = new Date().getUTCFullYear();
const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 7);
};

const rentOf = (comment: SavedMarkerComment) => comment.rent as Rent;

describe('a comment with its rent record', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const history = {
    weeklyRent: 455,
    movedIn: '2023-02',
    bond: 1820,
    agreement: 'periodic',
    increases: [
      { on: '2024-03-01', newRent: 480, noticeDays: 60, inWriting: true },
      // Under 12 months after the last one, with 45 days' notice, not in writing.
      { on: '2024-11-15', newRent: 510, noticeDays: 45, inWriting: false },
    ],
  };

  it('is saved in the same request: exact to its author, in bands and months to anyone else', async () => {
    const saved = await saveComment(t, users.alice, place(NEWTOWN, '4', { rent: history }));
    const own = rentOf(saved);
    expect(own).toMatchObject({
      exact: true,
      weeklyRent: { from: 455, to: 455 },
      movedIn: '2023-02',
      movedOut: null,
      bond: 1820,
      agreement: 'periodic',
      increases: [
        { in: '2024-03', newRent: { from: 480, to: 480 }, noticeDays: 60, inWriting: true },
        { in: '2024-11', newRent: { from: 510, to: 510 }, noticeDays: 45, inWriting: false },
      ],
    });

    const expectedToOthers = {
      ...own,
      exact: false,
      weeklyRent: { from: 450, to: 459 },
      bond: null,
      increases: [
        { in: '2024-03', newRent: { from: 480, to: 489 }, noticeDays: 60, inWriting: true },
        { in: '2024-11', newRent: { from: 510, to: 519 }, noticeDays: 45, inWriting: false },
      ],
    };
    for (const reader of [null, users.bob]) {
      const one = await t.app.inject({ url: commentUrl(saved.id), headers: bearerOf(reader) });
      expect(rentOf(one.json().data)).toEqual(expectedToOthers);
      // No exact day and no exact amount anywhere in what others read.
      expect(one.body).not.toMatch(/2024-03-01|2024-11-15|"from":455|1820/);
    }
    const list = await t.app.inject({
      url: `/api/marker/marker-comments/list?building=${saved.buildingId}`,
    });
    const listed = (list.json().data.content as SavedMarkerComment[]).find(
      (c) => c.id === saved.id,
    );
    expect(listed && rentOf(listed)).toEqual(expectedToOthers);

    // A comment without one has none.
    const plain = await saveComment(t, users.bob, place(NEWTOWN, '5'));
    expect(plain.rent).toBeUndefined();
  });

  it('names the NSW rule in its hints, and never judges', async () => {
    const saved = await saveComment(t, users.alice, place(NEWTOWN, '6', { rent: history }));
    const { hints } = rentOf(saved);
    expect(hints.map((hint) => hint.text)).toEqual([
      'Two increases within 12 months',
      'Notice shorter than 60 days',
      'Notice not in writing',
    ]);
    expect(hints[0]).toEqual({
      code: 'increases-within-12-months',
      text: 'Two increases within 12 months',
      rule: 'In NSW rent can go up at most once in 12 months, with at least 60 days’ written notice.',
      citation: 'Residential Tenancies Act 2010 (NSW) ss 41–42',
      regulator: { name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
    });
    expect(JSON.stringify(hints)).not.toMatch(/illegal|unlawful|breach/i);
  });

  it("reads each state's rule: Victoria's and Queensland's, none yet for Tasmania", async () => {
    const rises = {
      weeklyRent: 400,
      movedIn: '2022-01',
      increases: [
        { on: '2023-01-10', newRent: 420, noticeDays: 61, inWriting: true },
        { on: '2024-01-10', newRent: 440, noticeDays: 59, inWriting: true },
      ],
    };
    const vic = await saveComment(t, users.alice, place(BRUNSWICK, '2', { rent: rises }));
    expect(rentOf(vic).hints).toMatchObject([
      { code: 'notice-shorter-than-rule', citation: 'Residential Tenancies Act 1997 (Vic) s 44' },
    ]);
    // Two months can be 59 days (January to March): not shorter for sure.
    const qld = await saveComment(t, users.alice, place(WEST_END, '2', { rent: rises }));
    expect(rentOf(qld).hints).toEqual([]);
    const shortQld = await saveComment(
      t,
      users.alice,
      place(WEST_END, '3', {
        rent: { ...rises, increases: [{ on: '2023-01-10', newRent: 420, noticeDays: 30 }] },
      }),
    );
    expect(rentOf(shortQld).hints.map((hint) => hint.text)).toEqual([
      'Notice shorter than 2 months',
    ]);
    const tas = await saveComment(
      t,
      users.alice,
      place(HOBART, '2', {
        rent: { ...rises, increases: [{ on: '2023-01-10', newRent: 420, noticeDays: 5 }] },
      }),
    );
    expect(rentOf(tas).hints).toEqual([]);
  });

  it('is exact to everyone once the tenant has moved out', async () => {
    const saved = await saveComment(
      t,
      users.alice,
      place(NEWTOWN, '7', {
        rent: { weeklyRent: 455, movedIn: '2021-05', movedOut: '2023-04', increases: [] },
      }),
    );
    const read = await t.app.inject({ url: commentUrl(saved.id) });
    expect(rentOf(read.json().data)).toMatchObject({
      exact: true,
      weeklyRent: { from: 455, to: 455 },
      movedOut: '2023-04',
    });
  });

  describe('refuses a rent record that does not hold together, in the API shape, saving nothing', () => {
    const count = (table: 'marker_comments' | 'comment_rents') => countRows(t.db, table);
    const base = { weeklyRent: 500, movedIn: '2024-01', increases: [] };
    const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
      ['a rent of $0', { ...base, weeklyRent: 0 }, 'VALIDATION_ERROR', /weeklyRent/],
      ['a rent above $20,000', { ...base, weeklyRent: 20_001 }, 'VALIDATION_ERROR', /weeklyRent/],
      ['a rent in cents', { ...base, weeklyRent: 500.5 }, 'VALIDATION_ERROR', /weeklyRent/],
      ['a month that is not one', { ...base, movedIn: '2024-13' }, 'VALIDATION_ERROR', /movedIn/],
      [
        'a new rent of $0',
        { ...base, increases: [{ on: '2024-06-01', newRent: 0 }] },
        'VALIDATION_ERROR',
        /newRent/,
      ],
      [
        'an increase before moving in',
        { ...base, increases: [{ on: '2023-12-31', newRent: 520 }] },
        'RENT_INVALID',
        /before moving in \(2024-01\)/,
      ],
      [
        'an increase after moving out',
        { ...base, movedOut: '2024-05', increases: [{ on: '2024-06-01', newRent: 520 }] },
        'RENT_INVALID',
        /after moving out \(2024-05\)/,
      ],
      [
        'an increase still to come',
        { ...base, increases: [{ on: `${thisYear + 1}-06-01`, newRent: 520 }] },
        'RENT_INVALID',
        /still to come/,
      ],
      [
        'two increases on one day',
        {
          ...base,
          increases: [
            { on: '2024-06-01', newRent: 520 },
            { on: '2024-06-01', newRent: 540 },
          ],
        },
        'RENT_INVALID',
        /Two increases on 2024-06-01/,
      ],
      [
        'moving out before moving in',
        { ...base, movedOut: '2023-11' },
        'RENT_INVALID',
        /movedOut \(2023-11\) is before movedIn/,
      ],
      [
        'moving in next year',
        { ...base, movedIn: `${thisYear + 1}-01` },
        'RENT_INVALID',
        /movedIn/,
      ],
      ['a field it does not know', { ...base, landlord: 'Mr X' }, 'VALIDATION_ERROR', /landlord/],
      [
        'an agreement it does not know',
        { ...base, agreement: 'lease' },
        'VALIDATION_ERROR',
        /agreement/,
      ],
    ];
    it.each(cases)('%s', async (_name, rent, code, message) => {
      const [comments, rents] = [await count('marker_comments'), await count('comment_rents')];
      const response = await postComment(
        t,
        users.alice,
        newCommentPayload(place(NEWTOWN, '8', { rent })),
      );
      expectFailure(response, 400, code);
      expect(response.json().message).toMatch(message);
      expect([await count('marker_comments'), await count('comment_rents')]).toEqual([
        comments,
        rents,
      ]);
    });
  });

  it('is refused with the rest of the comment when posted signed out', async () => {
    const response = await postComment(
      t,
      null,
      newCommentPayload(place(NEWTOWN, '9', { rent: { weeklyRent: 500, movedIn: '2024-01' } })),
    );
    expectFailure(response, 401, 'UNAUTHORIZED');
  });
});

describe("rents in a building's public channels", () => {
  const t = useTestApp();
  const users = useSignedInPair(t);
  let carol: SignedInUser;
  beforeEach(async () => {
    carol = await createSignedInUser(t);
  });
  const at = (unit: string, weeklyRent: number) =>
    place(BRUNSWICK, unit, {
      fullAddress: '12 Lygon Street, Brunswick East',
      coordinates: { lat: -37.7715, lon: 144.9713 },
      rent: { weeklyRent, movedIn: '2024-02', increases: [] },
    });

  it('are exact everywhere once 3 accounts reported rent for the building, bands before', async () => {
    const first = await saveComment(t, users.alice, at('1', 455));
    await saveComment(t, users.bob, at('2', 462));
    // Alice again: a second report, not a third account.
    await saveComment(t, users.alice, at('3', 471));
    const geojson = async () =>
      (
        await t.app.inject({ url: '/api/open-data/comments?size=100' })
      ).json() as OpenDataCollection;
    const feature = async () =>
      (await geojson()).features.find((one) => one.id === first.id)!.properties.rent!;
    expect(await feature()).toMatchObject({ exact: false, weeklyRent: { from: 450, to: 459 } });

    await saveComment(t, carol, at('4', 480));
    expect(await feature()).toMatchObject({ exact: true, weeklyRent: { from: 455, to: 455 } });
    const one = await t.app.inject({ url: commentUrl(first.id) });
    expect(rentOf(one.json().data).weeklyRent).toEqual({ from: 455, to: 455 });
  });
});

describe("a building's page adds its rents up", () => {
  const t = useTestApp();
  const users = useSignedInPair(t);
  let carol: SignedInUser;
  let dave: SignedInUser;
  beforeEach(async () => {
    carol = await createSignedInUser(t);
    dave = await createSignedInUser(t);
  });
  const at = (unit: string, rent: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    place(NEWTOWN, unit, {
      fullAddress: '201 Enmore Road, Enmore',
      coordinates: { lat: -33.9005, lon: 151.1724 },
      rent: { increases: [], ...rent },
      ...extra,
    });
  const page = async (id: string) =>
    (await t.app.inject({ url: `/api/buildings/${id}` })).json().data as Building;

  it('shows a year once 3 accounts paid rent in it: the median in $10 bands and its change', async () => {
    const first = await saveComment(
      t,
      users.alice,
      at('1', {
        weeklyRent: 500,
        movedIn: '2022-03',
        increases: [{ on: '2023-03-01', newRent: 520, noticeDays: 60, inWriting: true }],
      }),
    );
    await saveComment(
      t,
      users.bob,
      at('2', {
        weeklyRent: 480,
        movedIn: '2022-06',
        movedOut: '2023-12',
        increases: [{ on: '2023-01-10', newRent: 505, noticeDays: 30, inWriting: true }],
      }),
    );
    // Two accounts: no figure yet.
    expect((await page(first.buildingId!)).rent).toEqual({
      shownFrom: 3,
      timeline: [],
      increases: null,
    });
    // A comment waiting for its author to move out counts nowhere before it is published.
    await saveComment(
      t,
      dave,
      at('4', { weeklyRent: 900, movedIn: '2022-01' }, { publish: 'when-moved-out' }),
    );
    expect((await page(first.buildingId!)).rent.timeline).toEqual([]);

    await saveComment(
      t,
      carol,
      at('3', {
        weeklyRent: 490,
        movedIn: '2021-07',
        movedOut: '2023-06',
        increases: [
          { on: '2022-07-01', newRent: 500, noticeDays: 60, inWriting: true },
          { on: '2023-02-01', newRent: 530, noticeDays: 60, inWriting: true },
        ],
      }),
    );
    const { rent } = await page(first.buildingId!);
    // 2021: Carol only. 2022: 500, 480, 500 → 500. 2023: 520, 505, 530 → 520.
    // From 2024 Alice alone is still there.
    expect(rent.timeline).toEqual([
      { year: 2022, accounts: 3, median: { from: 500, to: 509 }, changePercent: null },
      { year: 2023, accounts: 3, median: { from: 520, to: 529 }, changePercent: 4 },
    ]);
    // Rises: 4%, 5.2%, 2%, 6% → median 4.6%; Bob had 30 days' notice; Carol two rises
    // within 12 months.
    expect(rent.increases).toEqual({
      accounts: 3,
      reports: 3,
      medianPercent: 4.6,
      withinTwelveMonthsAccounts: 1,
      shortNoticeAccounts: 1,
      // NSW's limit is each tenancy's: nothing counts across tenants.
      withinTwelveMonthsAcrossTenantsUnits: 0,
    });
  });

  it("counts a unit raised twice within 12 months across two tenants where the limit is the property's (QLD)", async () => {
    const rise = (on: string, newRent: number) => ({
      on,
      newRent,
      noticeDays: 70,
      inWriting: true,
    });
    const block =
      (street: typeof WEST_END | typeof NEWTOWN, address: string, lat: number) =>
      (unit: string, rent: Record<string, unknown>, who: SignedInUser) =>
        saveComment(
          t,
          who,
          place(street, unit, {
            fullAddress: address,
            coordinates: { lat, lon: street.lon },
            rent,
          }),
        );
    for (const [where, expected] of [
      [block(WEST_END, '77 Vulture Street, West End', -27.4822), 1],
      [block(NEWTOWN, '15 Wilson Street, Newtown', -33.8931), 0],
    ] as const) {
      // Unit 5: one tenant's rise in December, the next tenant's in June: 6 months apart.
      const first = await where(
        '5',
        {
          weeklyRent: 500,
          movedIn: '2023-01',
          movedOut: '2024-03',
          increases: [rise('2023-12-01', 520)],
        },
        users.alice,
      );
      await where(
        '5',
        { weeklyRent: 540, movedIn: '2024-04', increases: [rise('2024-06-01', 560)] },
        users.bob,
      );
      // Unit 6: a year and more between two tenants' rises.
      await where(
        '6',
        {
          weeklyRent: 450,
          movedIn: '2022-01',
          movedOut: '2023-05',
          increases: [rise('2023-01-10', 470)],
        },
        carol,
      );
      await where(
        '6',
        { weeklyRent: 480, movedIn: '2023-06', increases: [rise('2024-02-01', 495)] },
        dave,
      );
      expect((await page(first.buildingId!)).rent.increases).toMatchObject({
        accounts: 4,
        withinTwelveMonthsAccounts: 0,
        withinTwelveMonthsAcrossTenantsUnits: expected,
      });
    }
  });
});

describe('a rent record edited by its author', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);
  const at = (unit: string) =>
    place(HOBART, unit, {
      fullAddress: '9 Murray Street, Hobart',
      coordinates: { lat: -42.8829, lon: 147.3299 },
      rent: { weeklyRent: 390, movedIn: '2024-04', increases: [] },
    });
  const read = async (id: string, reader: SignedInUser | null) =>
    (await t.app.inject({ url: commentUrl(id), headers: bearerOf(reader) })).json()
      .data as SavedMarkerComment;

  it('is replaced whole, added to a comment without one, and removed with null', async () => {
    const saved = await saveComment(t, users.alice, at('1'));
    const edited = await editComment(t, users.alice, saved.id, {
      rent: {
        weeklyRent: 395,
        movedIn: '2024-04',
        movedOut: '2025-03',
        agreement: 'fixed-term',
        increases: [{ on: '2025-01-06', newRent: 410, noticeDays: 61, inWriting: true }],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(rentOf(edited.json().data)).toMatchObject({
      weeklyRent: { from: 395, to: 395 },
      movedOut: '2025-03',
      agreement: 'fixed-term',
      increases: [{ in: '2025-01', newRent: { from: 410, to: 410 } }],
    });
    const removed = await editComment(t, users.alice, saved.id, { rent: null });
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as SavedMarkerComment).rent).toBeUndefined();
    const rows = await t.db
      .selectFrom('comment_rent_increases')
      .select('on_day')
      .where('comment_id', '=', saved.id)
      .execute();
    expect(rows).toEqual([]);

    const plain = await saveComment(
      t,
      users.alice,
      place(HOBART, '2', {
        fullAddress: '9 Murray Street, Hobart',
        coordinates: { lat: -42.8829, lon: 147.3299 },
      }),
    );
    const added = await editComment(t, users.alice, plain.id, {
      rent: { weeklyRent: 400, movedIn: '2024-06', increases: [] },
    });
    expect(rentOf(added.json().data).weeklyRent).toEqual({ from: 400, to: 400 });
  });

  it('keeps the old record when the new one does not hold together', async () => {
    const saved = await saveComment(t, users.alice, at('3'));
    const response = await editComment(t, users.alice, saved.id, {
      comment: 'Edited text that must not be saved either',
      rent: {
        weeklyRent: 390,
        movedIn: '2024-04',
        increases: [{ on: '2024-03-01', newRent: 420 }],
      },
    });
    expectFailure(response, 400, 'RENT_INVALID');
    const kept = await read(saved.id, users.alice);
    expect(kept.comment).toBe(saved.comment);
    expect(rentOf(kept)).toEqual(rentOf(saved));
  });

  it('cannot be changed or removed by another user', async () => {
    const saved = await saveComment(t, users.alice, at('4'));
    for (const rent of [null, { weeklyRent: 1, movedIn: '2024-04', increases: [] }]) {
      const response = await editComment(t, users.bob, saved.id, { rent });
      expect(response.statusCode).toBe(403);
    }
    expect(rentOf(await read(saved.id, users.alice))).toEqual(rentOf(saved));
  });
});

describe("a rent record in its author's own record", () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  it('is in their export exactly, with each day, and goes with the comment', async () => {
    const saved = await saveComment(
      t,
      users.alice,
      place(WEST_END, '11', {
        fullAddress: '7 Vulture Street, West End',
        coordinates: { lat: -27.4826, lon: 153.0121 },
        rent: {
          weeklyRent: 633,
          movedIn: monthsAgo(14),
          bond: 2532,
          increases: [{ on: `${monthsAgo(2)}-03`, newRent: 671, noticeDays: 62, inWriting: true }],
        },
      }),
    );
    const response = await t.app.inject({
      url: '/api/users/me/export',
      headers: bearerOf(users.alice),
    });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files[ACCOUNT_EXPORT.dataFile]!)) as AccountExport;
    const exported = data.comments.find((comment) => comment.id === saved.id);
    expect(exported?.rent).toMatchObject({
      exact: true,
      weeklyRent: { from: 633, to: 633 },
      bond: 2532,
      increases: [{ on: `${monthsAgo(2)}-03`, newRent: { from: 671, to: 671 } }],
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: commentUrl(saved.id),
      headers: bearerOf(users.alice),
    });
    expect(deleted.statusCode).toBe(200);
    for (const table of ['comment_rents', 'comment_rent_increases'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('comment_id')
        .where('comment_id', '=', saved.id)
        .execute();
      expect(left).toEqual([]);
    }
  });
});
