import { TEXTS } from 'shared/contract';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { insertUser } from './factories/user.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';
import { likesOf, rowById } from './helpers/rows';

const LIST_URL = '/api/marker/marker-comments/list';
const likeUrl = (id: string) => `/api/marker/marker-comments/${id}/like`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('likes: PUT and DELETE /api/marker/marker-comments/:id/like', () => {
  const t = useTestApp();

  // No password: signing in by token only, and no argon2 hash to make per user.
  const signIn = (overrides = {}) => createSignedInUser(t, { password: null, ...overrides });
  const like = (id: string, user?: SignedInUser) =>
    t.app.inject({
      method: 'PUT',
      url: likeUrl(id),
      headers: user ? bearer(user.accessToken) : {},
    });
  const unlike = (id: string, user?: SignedInUser) =>
    t.app.inject({
      method: 'DELETE',
      url: likeUrl(id),
      headers: user ? bearer(user.accessToken) : {},
    });
  const storedCount = async (id: string) =>
    Number((await rowById(t.db, 'marker_comments', id)).like_count);
  const likeRows = (id: string) => likesOf(t.db, id);

  it('likes once however often it is sent, and unlikes the same way', async () => {
    const comment = await insertMarkerComment(t.db);
    const ann = await signIn();

    for (let i = 0; i < 2; i += 1) {
      const res = await like(comment.id, ann);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { likeCount: 1, likedByMe: true } });
    }
    expect(await storedCount(comment.id)).toBe(1);

    for (let i = 0; i < 2; i += 1) {
      const res = await unlike(comment.id, ann);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { likeCount: 0, likedByMe: false } });
    }
    expect(await storedCount(comment.id)).toBe(0);
    expect(await likeRows(comment.id)).toEqual([]);
  });

  it("counts each person's like, and one person's unlike takes back only their own", async () => {
    const comment = await insertMarkerComment(t.db);
    const ann = await signIn();
    const bob = await signIn();

    await like(comment.id, ann);
    expect((await like(comment.id, bob)).json().data).toEqual({ likeCount: 2, likedByMe: true });
    // Bob cannot take Ann's like back: his unlike removes his own row only.
    expect((await unlike(comment.id, bob)).json().data).toEqual({
      likeCount: 1,
      likedByMe: false,
    });
    expect((await unlike(comment.id, bob)).json().data).toEqual({
      likeCount: 1,
      likedByMe: false,
    });
    expect(await likeRows(comment.id)).toEqual([{ user_id: ann.user.id }]);
  });

  it('needs a signed-in user (401 in the error shape) whose email is verified (403)', async () => {
    const comment = await insertMarkerComment(t.db);

    for (const res of [await like(comment.id), await unlike(comment.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    const forged = await t.app.inject({
      method: 'PUT',
      url: likeUrl(comment.id),
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);

    // Likes rank comments: throwaway accounts must not cast them.
    const unverified = await signIn({ email_verified: 0 });
    for (const res of [await like(comment.id, unverified), await unlike(comment.id, unverified)]) {
      expectFailure(res, 403, 'EMAIL_NOT_VERIFIED', TEXTS.markers.likeNeedsVerifiedEmail);
    }
    expect(await likeRows(comment.id)).toEqual([]);
  });

  it('answers 404 for an unknown comment and 400 for a malformed id', async () => {
    const ann = await signIn();

    for (const res of [await like(UNKNOWN_ID, ann), await unlike(UNKNOWN_ID, ann)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.json().message).toMatch(/does not exist/);
    }
    for (const bad of ['not-a-uuid', '1', "x'%20or%201=1"]) {
      const res = await like(bad, ann);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('goes with its comment: likes of a deleted comment are gone and the user can go on', async () => {
    const comment = await insertMarkerComment(t.db);
    const ann = await signIn();
    await like(comment.id, ann);

    await t.db.deleteFrom('marker_comments').where('id', '=', comment.id).execute();

    expect(await likeRows(comment.id)).toEqual([]);
    expect((await like(comment.id, ann)).statusCode).toBe(404);
  });

  it('counts 1 for many concurrent likes by one user, and N for N users at once', async () => {
    const comment = await insertMarkerComment(t.db);
    const ann = await signIn();

    const same = await Promise.all(Array.from({ length: 20 }, () => like(comment.id, ann)));
    expect(same.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await storedCount(comment.id)).toBe(1);

    const others = await Promise.all(Array.from({ length: 15 }, () => signIn()));
    const many = await Promise.all(others.map((user) => like(comment.id, user)));
    expect(many.every((res) => res.statusCode === 200)).toBe(true);
    expect(await storedCount(comment.id)).toBe(16);

    // Likes and unlikes racing: the count is the rows, whatever the order.
    await Promise.all([
      ...others.slice(0, 10).map((user) => unlike(comment.id, user)),
      ...others.slice(0, 10).map((user) => unlike(comment.id, user)),
      like(comment.id, ann),
    ]);
    expect(await storedCount(comment.id)).toBe(6);
    expect(await likeRows(comment.id)).toHaveLength(6);
  });

  it('limits likes and unlikes per user, not per address', async () => {
    const comment = await insertMarkerComment(t.db);
    const busy = await signIn();
    const other = await signIn();

    const answers = [];
    for (let i = 0; i < 121; i += 1) {
      answers.push(
        (i % 2 ? await unlike(comment.id, busy) : await like(comment.id, busy)).statusCode,
      );
    }
    expect(answers.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(answers[120]).toBe(429);
    const limited = await like(comment.id, busy);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Same address, another account: not limited.
    expect((await like(comment.id, other)).statusCode).toBe(200);
  });
});

describe('comment payloads: likes, the author and who asks', () => {
  const t = useTestApp();

  const signIn = (overrides = {}) => createSignedInUser(t, { password: null, ...overrides });
  const get = (url: string, user?: SignedInUser | string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers:
        user === undefined
          ? {}
          : { authorization: typeof user === 'string' ? user : `Bearer ${user.accessToken}` },
    });
  const one = async (id: string, user?: SignedInUser | string) =>
    (await get(`/api/marker/marker-comments/${id}`, user)).json().data;

  beforeEach(async () => {
    await t.db.deleteFrom('marker_comments').execute();
  });

  it('carries likeCount and likedByMe for the viewer in the list and the single comment', async () => {
    const comment = await insertMarkerComment(t.db);
    const ann = await signIn();
    const bob = await signIn();
    await t.app.inject({
      method: 'PUT',
      url: likeUrl(comment.id),
      headers: bearer(ann.accessToken),
    });

    const listed = async (user?: SignedInUser | string) =>
      (await get(LIST_URL, user)).json().data.content[0];
    expect(await listed(ann)).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await listed(bob)).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(await listed()).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(await one(comment.id, ann)).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await one(comment.id)).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  it('reads a stale or forged token as signed out instead of failing a public read', async () => {
    const comment = await insertMarkerComment(t.db);
    for (const header of ['Bearer a.b.c', 'Basic abc', 'Bearer']) {
      const res = await get(LIST_URL, header);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.content[0]).toMatchObject({ likedByMe: false, byMe: false });
      expect((await get(`/api/marker/marker-comments/${comment.id}`, header)).statusCode).toBe(200);
    }
  });

  it('is never kept by a shared cache: private, and varies by Authorization', async () => {
    const comment = await insertMarkerComment(t.db);
    for (const url of [LIST_URL, `/api/marker/marker-comments/${comment.id}`]) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(String(res.headers.vary)).toMatch(/authorization/i);
    }
  });

  it("names the author as their profile visibility allows, and says which are the viewer's", async () => {
    const viewer = await signIn();
    const author = async (columns: Record<string, unknown>) => {
      const user = await insertUser(t.db, { password: null, ...columns });
      return (await insertMarkerComment(t.db, { user_id: user.id })).id;
    };
    const named = { first_name: 'Ann', last_name: 'Lee' };
    const cases: Array<[string, string, string]> = [
      // id, signed-out sees, signed-in sees
      [await author({ ...named, profile_visibility: 'public' }), 'Ann Lee', 'Ann Lee'],
      [await author({ first_name: 'Ann', profile_visibility: 'public' }), 'Ann', 'Ann'],
      [await author({ last_name: ' Lee ', profile_visibility: 'public' }), 'Lee', 'Lee'],
      [await author({ username: 'annlee', profile_visibility: 'public' }), 'annlee', 'annlee'],
      // The name comes before the username.
      [
        await author({ ...named, username: 'leeann', profile_visibility: 'public' }),
        'Ann Lee',
        'Ann Lee',
      ],
      [
        await author({ profile_visibility: 'public' }),
        TEXTS.markers.aRenter,
        TEXTS.markers.aRenter,
      ],
      [await author({ ...named, profile_visibility: 'friends' }), 'A renter', 'Ann Lee'],
      [await author({ ...named, profile_visibility: 'private' }), 'A renter', 'A renter'],
      // The default is private.
      [await author(named), 'A renter', 'A renter'],
      [(await insertMarkerComment(t.db, { user_id: null })).id, 'A renter', 'A renter'],
    ];

    for (const [id, anonymous, signedIn] of cases) {
      expect({ id, author: (await one(id)).author }).toEqual({ id, author: anonymous });
      expect({ id, author: (await one(id, viewer)).author }).toEqual({ id, author: signedIn });
    }
    const page = (await get(`${LIST_URL}?size=100`, viewer)).json().data.content as Array<{
      id: string;
      author: string;
    }>;
    expect(Object.fromEntries(page.map((c) => [c.id, c.author]))).toEqual(
      Object.fromEntries(cases.map(([id, , signedIn]) => [id, signedIn])),
    );
  });

  it('says byMe on the comments the viewer wrote only', async () => {
    const ann = await signIn({ first_name: 'Ann', profile_visibility: 'private' });
    const bob = await signIn();
    const mine = await insertMarkerComment(t.db, { user_id: ann.user.id });
    const theirs = await insertMarkerComment(t.db, { user_id: bob.user.id });

    expect(await one(mine.id, ann)).toMatchObject({ byMe: true, author: 'A renter' });
    expect(await one(theirs.id, ann)).toMatchObject({ byMe: false });
    expect(await one(mine.id)).toMatchObject({ byMe: false });
    const content = (await get(LIST_URL, ann)).json().data.content as Array<{
      id: string;
      byMe: boolean;
    }>;
    expect(content.filter((c) => c.byMe).map((c) => c.id)).toEqual([mine.id]);
  });
});

describe('GET /api/marker/marker-comments/list?sort=liked', () => {
  const t = useTestApp();

  beforeEach(async () => {
    await t.db.deleteFrom('marker_comments').execute();
  });

  /** Comments with these like counts, the likes written as rows (the triggers count them). */
  async function commentsLiked(counts: number[], overrides = {}) {
    const most = Math.max(0, ...counts);
    const users = [];
    for (let i = 0; i < most; i += 1) users.push(await insertUser(t.db, { password: null }));
    const comments = [];
    for (const count of counts) {
      const comment = await insertMarkerComment(t.db, overrides);
      for (const user of users.slice(0, count)) {
        await t.db
          .insertInto('marker_likes')
          .values({
            comment_id: comment.id,
            user_id: user.id,
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      comments.push({ id: comment.id, count });
    }
    return comments;
  }

  /** Most liked first; equal counts by id, descending (the keyset's order). */
  const expectedOrder = (comments: Array<{ id: string; count: number }>) =>
    [...comments]
      .sort((a, b) => b.count - a.count || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((c) => c.id);

  async function pageThrough(query: string) {
    const ids: string[] = [];
    const counts: number[] = [];
    let cursor: string | null = null;
    for (let round = 0; round < 50; round += 1) {
      const url: string = `${LIST_URL}?sort=liked&size=2${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      ids.push(...data.content.map((c: { id: string }) => c.id));
      counts.push(...data.content.map((c: { likeCount: number }) => c.likeCount));
      cursor = data.nextCursor;
      if (!cursor) break;
    }
    return { ids, counts };
  }

  it('pages most liked first through ties with no gaps or repeats', async () => {
    const comments = await commentsLiked([1, 3, 0, 3, 1, 1, 0, 3, 2]);

    const { ids, counts } = await pageThrough('');

    expect(ids).toEqual(expectedOrder(comments));
    expect(counts).toEqual([3, 3, 3, 2, 1, 1, 1, 0, 0]);
    expect(new Set(ids).size).toBe(comments.length);
  });

  it('pages the same way inside a small box (read by position, ordered in the API)', async () => {
    const inside = await commentsLiked([2, 0, 2, 1, 2], { lat: -33.87, lon: 151.21 });
    await commentsLiked([5], { lat: -37.81, lon: 144.96 });

    const { ids } = await pageThrough('&bbox=151.2,-33.9,151.22,-33.85');

    expect(ids).toEqual(expectedOrder(inside));
  });

  it('keeps the filters', async () => {
    const houses = await commentsLiked([1, 2], { location_type: 'House' });
    await commentsLiked([3], { location_type: 'Villa' });

    expect((await pageThrough('&types=House')).ids).toEqual(expectedOrder(houses));
  });

  it('refuses a cursor of another sort, or one whose count is not a count', async () => {
    await commentsLiked([0, 0, 0]);
    const first = await t.app.inject({ method: 'GET', url: `${LIST_URL}?sort=newest&size=1` });
    const newestCursor = first.json().data.nextCursor as string;

    const other = await t.app.inject({
      method: 'GET',
      url: `${LIST_URL}?sort=liked&cursor=${newestCursor}`,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/belongs to sort=newest/);

    for (const key of [-1, 1.5, '3', null]) {
      const forged = Buffer.from(JSON.stringify(['liked', key, UNKNOWN_ID])).toString('base64url');
      const res = await t.app.inject({
        method: 'GET',
        url: `${LIST_URL}?sort=liked&cursor=${forged}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});
