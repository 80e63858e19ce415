import { LIMITS } from 'shared/contract';
import { newCommentPayload } from './factories/marker-comment.factory';
import { type SignedInUser, useSignedInPair } from './helpers/auth';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';
import { postComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { countRows, photoNamed, rowById } from './helpers/rows';

const LIST_URL = '/api/marker/marker-comments/list';

describe('POST /api/marker', () => {
  const t = useTestApp();
  const users = useSignedInPair(t);

  const post = (payload: unknown, user: SignedInUser | null = users.alice) =>
    postComment(t, user, payload);

  const upload = async (user: SignedInUser): Promise<string> => (await uploadPhoto(t, user)).name;

  const commentCount = () => countRows(t.db, 'marker_comments');
  /** The comment a stored photo is attached to (null: none). */
  const commentOfPhoto = async (name: string) => (await photoNamed(t.db, name)).marker_comment_id;

  it('saves the comment with its photos and answers it in the list shape', async () => {
    const photos = [
      await upload(users.alice),
      await upload(users.alice),
      await upload(users.alice),
    ];
    const before = Date.now();

    const { coordinates, ...sent } = newCommentPayload({
      photoUrls: photos,
      comment: '  Great light  ',
    });
    const res = await post({ coordinates, ...sent });

    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // What was sent comes back as sent, the text trimmed and the point flattened.
    expect(data).toEqual({
      ...sent,
      ...coordinates,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      comment: 'Great light',
      createdDate: expect.any(String),
      modifiedDate: expect.any(String),
      photoUrls: JSON.stringify(photos),
      // A Campbell Parade address has no house number: no building.
      buildingId: null,
      unitId: null,
      coarse: false,
      likeCount: 0,
      likedByMe: false,
      // The factory's users have no name and a private profile (the default).
      author: 'A renter',
      byMe: true,
      underReview: false,
    });
    expect(Date.parse(data.createdDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.modifiedDate).toBe(data.createdDate);

    const row = await rowById(t.db, 'marker_comments', data.id);
    expect(row.user_id).toBe(users.alice.user.id);
    const attached = await t.db
      .selectFrom('photos')
      .select('name')
      .where('marker_comment_id', '=', data.id)
      .execute();
    expect(attached.map((p) => p.name).sort()).toEqual([...photos].sort());

    // Newest first in the public list.
    const list = await t.app.inject({ method: 'GET', url: LIST_URL });
    // Read signed out: the same comment, not the reader's own.
    expect(list.json().data.content[0]).toEqual({ ...data, byMe: false });
  });

  it('sets the owner, id and dates itself, whatever the client sends', async () => {
    const res = await post(newCommentPayload({ id: 'mine', userId: users.bob.user.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Field 'id' is not allowed.");
  });

  it('answers 401 to anonymous users and saves nothing', async () => {
    const before = await commentCount();
    const res = await post(newCommentPayload(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await commentCount()).toBe(before);
  });

  const long = (n: number) => 'x'.repeat(n);
  const { markerText } = LIMITS;

  it.each([
    ['an unknown field', { extra: 1 }, "Field 'extra' is not allowed."],
    // A name that is not plainly a field of ours is never repeated back.
    ['an unknown field with markup in its name', { '<img src=x>': 1 }, 'A field is not allowed.'],
    [
      'an unknown coordinates field',
      { coordinates: { lat: 1, lon: 2, alt: 3 } },
      "Field 'coordinates.alt' is not allowed.",
    ],
    ['missing coordinates', { coordinates: undefined }, "Field 'coordinates' is required."],
    [
      'a latitude above 90',
      { coordinates: { lat: 90.01, lon: 0 } },
      "Field 'coordinates.lat' must be at most 90.",
    ],
    [
      'a latitude below -90',
      { coordinates: { lat: -91, lon: 0 } },
      "Field 'coordinates.lat' must be at least -90.",
    ],
    [
      'a longitude above 180',
      { coordinates: { lat: 0, lon: 180.5 } },
      "Field 'coordinates.lon' must be at most 180.",
    ],
    [
      'a longitude below -180',
      { coordinates: { lat: 0, lon: -181 } },
      "Field 'coordinates.lon' must be at least -180.",
    ],
    [
      'a text latitude',
      { coordinates: { lat: 'north', lon: 0 } },
      "Field 'coordinates.lat' must be a number.",
    ],
    [
      'a null latitude',
      { coordinates: { lat: null, lon: 0 } },
      "Field 'coordinates.lat' must be a number.",
    ],
    [
      'a latitude written as text',
      { coordinates: { lat: '-33.9', lon: 151.2 } },
      "Field 'coordinates.lat' must be a number.",
    ],
    ['a number as the comment', { comment: 123 }, "Field 'comment' must be text."],
    ['true as the unit number', { unitNumber: true }, "Field 'unitNumber' must be text."],
    ['a null region', { region: null }, "Field 'region' must be text."],
    [
      'one photo name instead of a list',
      { photoUrls: 'a.jpg' },
      "Field 'photoUrls' must be a list.",
    ],
    ['a missing comment', { comment: undefined }, "Field 'comment' is required."],
    ['an empty comment', { comment: '' }, "Field 'comment' must not be empty."],
    ['a blank comment', { comment: '   ' }, "Field 'comment' has an invalid format."],
    ['a blank unit number', { unitNumber: ' ' }, "Field 'unitNumber' has an invalid format."],
    // Every text field, one character over its limit.
    ...(
      [
        ['comment', 'comment'],
        ['unit number', 'unitNumber'],
        ['address', 'fullAddress'],
        ['region', 'region'],
        ['city', 'city'],
        ['country', 'country'],
        ['postcode', 'postcode'],
      ] as const
    ).map(([label, field]): [string, Record<string, unknown>, string] => [
      `an over-long ${label}`,
      { [field]: long(markerText[field] + 1) },
      `Field '${field}' must be at most ${markerText[field]} characters long.`,
    ]),
    [
      'an unknown location type',
      { locationType: 'Castle' },
      "Field 'locationType' must be one of: Apartment, House, Villa, Commercial, Land.",
    ],
    [
      'an unknown map source',
      { mapSource: 'GOOGLE' },
      "Field 'mapSource' must be one of: MAPBOX, LOCATIONIQ, OPENSTREET.",
    ],
    [
      'more than 3 photos',
      { photoUrls: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'] },
      "Field 'photoUrls' must have at most 3 items.",
    ],
    [
      'photos that are not a list',
      { photoUrls: { name: 'a.jpg' } },
      "Field 'photoUrls' must be a list.",
    ],
    [
      'a photo that was never uploaded',
      { photoUrls: ['0123456789abcdef0123456789abcdef.jpg'] },
      "Photo '0123456789abcdef0123456789abcdef.jpg' was not found. Upload it again.",
    ],
    [
      'a path as a photo name',
      { photoUrls: ['../../etc/passwd'] },
      "Photo '../../etc/passwd' was not found. Upload it again.",
    ],
  ])('refuses %s with 400 and a clear message, saving nothing', async (_case, change, message) => {
    const before = await commentCount();
    const res = await post(newCommentPayload(change));

    expectFailure(res, 400, 'VALIDATION_ERROR', message);
    expect(await commentCount()).toBe(before);
  });

  it('accepts texts at their longest', async () => {
    const res = await post(
      newCommentPayload({
        comment: long(markerText.comment),
        unitNumber: long(markerText.unitNumber),
        fullAddress: long(markerText.fullAddress),
        postcode: long(markerText.postcode),
        coordinates: { lat: -90, lon: 180 },
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  it("refuses another user's photo and leaves it unattached", async () => {
    const bobsPhoto = await upload(users.bob);
    const before = await commentCount();

    const res = await post(newCommentPayload({ photoUrls: [bobsPhoto] }));

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Photo '${bobsPhoto}' was not uploaded by you.`);
    expect(await commentCount()).toBe(before);
    expect(await commentOfPhoto(bobsPhoto)).toBeNull();
  });

  it('refuses a photo already used by a comment; nothing is half-saved', async () => {
    const used = await upload(users.alice);
    const fresh = await upload(users.alice);
    expect((await post(newCommentPayload({ photoUrls: [used] }))).statusCode).toBe(200);
    const before = await commentCount();

    const res = await post(newCommentPayload({ photoUrls: [fresh, used] }));

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Photo '${used}' is already used by another comment.`);
    expect(await commentCount()).toBe(before);
    // The fresh photo was not taken by a comment that was never saved.
    expect(await commentOfPhoto(fresh)).toBeNull();
  });

  it('refuses the same photo twice in one comment', async () => {
    const name = await upload(users.alice);
    const res = await post(newCommentPayload({ photoUrls: [name, name] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers two concurrent saves of the same photo with one success', async () => {
    const name = await upload(users.alice);
    const results = await Promise.all([
      post(newCommentPayload({ photoUrls: [name] })),
      post(newCommentPayload({ photoUrls: [name] })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const owners = await t.db
      .selectFrom('marker_comments')
      .select('id')
      .where('photo_urls', '=', JSON.stringify([name]))
      .execute();
    expect(owners).toHaveLength(1);
  });
});
