import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { feedSearch, type MarkerClusters, type MarkerCommentsPage } from 'shared/contract';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { createSignedInUser, useSignedInPair, type SignedInUser } from './helpers/auth';
import { injectFrom } from './helpers/auth-requests';
import { commentUrl, editComment, moderate, saveComment } from './helpers/comments';
import { useBareDatabase } from './helpers/database';
import { expectFailure } from './helpers/responses';
import { useTestApp } from './helpers/test-app';

const CLUSTERS_URL = '/api/marker/clusters';
const LIST_URL = '/api/marker/marker-comments/list';

/** A place in New South Wales or Victoria, a few hundred metres east of the one before. */
function place(state: 'NSW' | 'VIC', index: number, extra: Record<string, unknown> = {}) {
  const nsw = state === 'NSW';
  return {
    coordinates: nsw
      ? { lat: -33.8993, lon: 151.1745 + index * 0.004 }
      : { lat: -37.8561, lon: 144.9926 + index * 0.004 },
    fullAddress: `${10 + index} ${nsw ? 'Enmore Road, Newtown' : 'Chapel Street, Windsor'}`,
    unitNumber: String(index + 1),
    region: nsw ? 'New South Wales' : 'Victoria',
    city: nsw ? 'Newtown' : 'Windsor',
    postcode: nsw ? '2042' : '3181',
    ...extra,
  };
}

const rent = (weeklyRent: number, increases: Array<{ on: string; newRent: number }> = []) => ({
  weeklyRent,
  movedIn: '2023-02',
  increases,
});

type Query = Record<string, string | number | boolean>;

const queryOf = (filters: Query) =>
  Object.entries(filters)
    .map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`)
    .join('');

describe("the renter's record as the map's and the list's filters", () => {
  const t = useTestApp();
  const users = useSignedInPair(t);
  let moderator: SignedInUser;
  /** The comments by name, as saved. */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    moderator = await createSignedInUser(t, { password: null, is_moderator: 1 });
    const { alice, bob } = users;
    const comments: Array<[string, SignedInUser, Record<string, unknown>]> = [
      // Mould reported; $455 a week: the $450 band, kept by a ceiling of $450.
      [
        'mould455',
        alice,
        place('NSW', 0, {
          checklist: { answers: [{ item: 'nsw.damp', answer: 'not-met' }] },
          rent: rent(455),
        }),
      ],
      // Heating met; $520 raised to $610: the latest rent counts ($650 keeps it, $600 not).
      [
        'heating610',
        bob,
        place('VIC', 1, {
          locationType: 'House',
          checklist: {
            answers: [
              { item: 'vic.heating', answer: 'met' },
              { item: 'vic.mould-damp', answer: 'met' },
            ],
          },
          rent: rent(520, [{ on: '2024-03-01', newRent: 610 }]),
        }),
      ],
      // Heating not met: neither mould nor heating; $300 exactly.
      [
        'cold300',
        alice,
        place('VIC', 2, {
          checklist: { answers: [{ item: 'vic.heating', answer: 'not-met' }] },
          rent: rent(300),
        }),
      ],
      // Heating met and mould reported, no rent; an apartment with a photo-less record.
      [
        'both',
        bob,
        place('VIC', 3, {
          checklist: {
            answers: [
              { item: 'vic.heating', answer: 'met' },
              { item: 'vic.mould-damp', answer: 'not-met' },
            ],
          },
        }),
      ],
      // No record at all.
      ['plain', alice, place('NSW', 4)],
      // Heating half met: one item not sure is not "meets".
      [
        'unsure',
        bob,
        place('VIC', 5, {
          checklist: { answers: [{ item: 'vic.heating', answer: 'not-sure' }] },
          rent: rent(5_010),
        }),
      ],
    ];
    for (const [name, author, payload] of comments) {
      ids[name] = (await saveComment(t, author, payload)).id;
    }
  });

  const clusterTotal = async (bbox: string, zoom: number, filters: Query) => {
    const res = await injectFrom(t, {
      method: 'GET',
      url: `${CLUSTERS_URL}?bbox=${bbox}&zoom=${zoom}${queryOf(filters)}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as MarkerClusters;
    return data.total;
  };
  const listed = async (filters: Query) => {
    const res = await injectFrom(t, {
      method: 'GET',
      url: `${LIST_URL}?size=50${queryOf(filters)}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data as MarkerCommentsPage;
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return page.content.map((comment) => names[comment.id]).sort();
  };
  /** What the map counts (world, country and street views) and the list shows agree. */
  const expectKept = async (filters: Query, expected: string[]) => {
    expect(await listed(filters)).toEqual([...expected].sort());
    for (const [bbox, zoom] of [
      ['-180,-85,180,85', 1],
      ['112,-44,154,-10', 5],
      ['144.9,-37.9,145.1,-37.8', 13],
    ] as const) {
      const inView = zoom === 13 ? expected.filter((name) => name !== 'mould455') : expected;
      expect(await clusterTotal(bbox, zoom, filters)).toBe(inView.length);
    }
  };

  it('keep the comments whose record says so, on the map as in the list', async () => {
    await expectKept({ mould: true }, ['mould455', 'both']);
    await expectKept({ heating: true }, ['heating610', 'both']);
    await expectKept({ rentMax: 450 }, ['mould455', 'cold300']);
    await expectKept({ rentMax: 300 }, ['cold300']);
    await expectKept({ rentMax: 250 }, []);
    await expectKept({ rentMax: 600 }, ['mould455', 'cold300']);
    await expectKept({ rentMax: 650 }, ['mould455', 'heating610', 'cold300']);
    await expectKept({ rentMax: 5000 }, ['mould455', 'heating610', 'cold300']);
    // With a type (the record grid's facets), and two at once (read from the comments).
    await expectKept({ heating: true, types: 'House' }, ['heating610']);
    await expectKept({ rentMax: 5000, types: 'Apartment' }, ['mould455', 'cold300']);
    await expectKept({ mould: true, heating: true }, ['both']);
    await expectKept({ mould: true, rentMax: 500 }, ['mould455']);
  });

  it("keep the same comments in a view's GeoJSON export and Atom feed", async () => {
    const geojson = await injectFrom(t, {
      method: 'GET',
      url: `/api/open-data/comments?${feedSearch({ heating: true, rentMax: 650 })}`,
    });
    expect(geojson.statusCode).toBe(200);
    const features = geojson.json().features as Array<{ id: string }>;
    expect(features.map((feature) => feature.id)).toEqual([ids.heating610]);
    const atom = await injectFrom(t, {
      method: 'GET',
      url: `/api/feeds/comments?${feedSearch({ mould: true })}`,
    });
    expect(atom.statusCode).toBe(200);
    const entries = atom.body.match(/<entry>/g) ?? [];
    expect(entries).toHaveLength(2);
    expect(atom.body).toContain(ids.mould455);
    expect(atom.body).toContain(ids.both);
  });

  it('follow an edit of the record, a moderator hiding it, and its deletion', async () => {
    const { alice, bob } = users;
    // The rent goes, the mould is fixed and said met: alice's comment leaves both filters.
    const edited = await editComment(t, alice, ids.mould455!, {
      checklist: { answers: [{ item: 'nsw.damp', answer: 'met' }] },
      rent: null,
    });
    expect(edited.statusCode).toBe(200);
    await expectKept({ mould: true }, ['both']);
    await expectKept({ rentMax: 450 }, ['cold300']);
    // Someone else's edit changes nothing.
    const refused = await editComment(t, alice, ids.both!, { checklist: null });
    expect(refused.statusCode).toBe(403);
    await expectKept({ heating: true }, ['heating610', 'both']);

    await moderate(t, moderator, ids.heating610!, 'hide');
    await expectKept({ heating: true }, ['both']);
    await moderate(t, moderator, ids.heating610!, 'restore');
    await expectKept({ heating: true }, ['heating610', 'both']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: commentUrl(ids.both!),
      headers: { authorization: `Bearer ${bob.accessToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    await expectKept({ heating: true }, ['heating610']);
    await expectKept({ mould: true }, []);
    // Nothing is left counted for comments that no longer carry a tag.
    const left = await t.db
      .selectFrom('record_cells')
      .select(['tag', (eb) => eb.fn.sum<number | string>('count').as('count')])
      .where('z', '=', 0)
      .groupBy('tag')
      .orderBy('tag')
      .execute();
    expect(left.map((row) => [row.tag, Number(row.count)])).toEqual([
      [2, 1], // heating610
      [106, 1], // cold300: $300, band 30, step 6
      [113, 1], // heating610: $610, band 61, step 13
      [201, 1], // unsure: $5,010, above every ceiling
    ]);
  });

  it('refuse a ceiling off the $50 steps or out of range, and a flag that is not true or false', async () => {
    for (const query of [
      'rentMax=475',
      'rentMax=0',
      'rentMax=-50',
      'rentMax=5050',
      'rentMax=abc',
      'rentMax=500.5',
      'mould=maybe',
      'heating=2',
    ]) {
      for (const url of [
        `${CLUSTERS_URL}?bbox=144,-38,145,-37&zoom=10&${query}`,
        `${LIST_URL}?${query}`,
      ]) {
        const res = await injectFrom(t, { method: 'GET', url });
        expectFailure(res, 400, 'VALIDATION_ERROR');
        expect(res.json().message).toMatch(/rentMax|mould|heating/);
      }
    }
  });
});

describe('migration 20261206080000_create_record_cells', () => {
  const t = useBareDatabase();

  it('writes the records saved before it onto their comments and counts them in its grid', async () => {
    const { db } = t;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('20261206040000_add_answer_not_fixed_on')).error).toBe(
      undefined,
    );
    const [mouldy, warm, risen, none] = [0, 1, 2, 3].map((i) =>
      buildMarkerComment({ lat: -37.85, lon: 144.99 + i * 0.01 }),
    );
    await db.insertInto('marker_comments').values([mouldy!, warm!, risen!, none!]).execute();
    await db
      .insertInto('comment_checklists')
      .values([
        { comment_id: mouldy!.id, list_id: 'vic-2021-03' },
        { comment_id: warm!.id, list_id: 'vic-2021-03' },
      ])
      .execute();
    const answer = (comment_id: string, item_id: string, category: string, value: string) => ({
      comment_id,
      item_id,
      category,
      answer: value,
    });
    await sql`insert into comment_condition_answers (comment_id, item_id, category, answer)
      values ${sql.join(
        [
          answer(mouldy!.id, 'vic.mould-damp', 'damp-mould', 'not-met'),
          answer(mouldy!.id, 'vic.heating', 'heating', 'not-sure'),
          answer(warm!.id, 'vic.heating', 'heating', 'met'),
        ].map((row) => sql`(${row.comment_id}, ${row.item_id}, ${row.category}, ${row.answer})`),
      )}`.execute(db);
    await db
      .insertInto('comment_rents')
      .values({ comment_id: risen!.id, state: 'VIC', weekly_rent: 400, moved_in: '2022-01' })
      .execute();
    await db
      .insertInto('comment_rent_increases')
      .values([
        { comment_id: risen!.id, on_day: '2023-01-01', new_rent: 430 },
        { comment_id: risen!.id, on_day: '2024-01-01', new_rent: 461 },
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain('20261206080000_create_record_cells');

    const rows = await db
      .selectFrom('marker_comments')
      .select(['id', 'mould_reported', 'heating_met', 'rent_step'])
      .execute();
    const byId = new Map(
      rows.map((row) => [
        row.id,
        [Boolean(row.mould_reported), Boolean(row.heating_met), row.rent_step],
      ]),
    );
    expect(byId.get(mouldy!.id)).toEqual([true, false, null]);
    expect(byId.get(warm!.id)).toEqual([false, true, null]);
    // $461, the latest: band 46, the step of ceilings from $500.
    expect(byId.get(risen!.id)).toEqual([false, false, 10]);
    expect(byId.get(none!.id)).toEqual([false, false, null]);
    const zoomZero = await db
      .selectFrom('record_cells')
      .select(['tag', 'count'])
      .where('z', '=', 0)
      .orderBy('tag')
      .execute();
    expect(zoomZero.map((row) => [row.tag, Number(row.count)])).toEqual([
      [1, 1],
      [2, 1],
      [110, 1],
    ]);
  });
});
