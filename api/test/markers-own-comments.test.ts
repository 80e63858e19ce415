import { randomUUID } from 'node:crypto';
import { bearerOf, createSignedInUser, type SignedInUser, useSignedInPair } from './helpers/auth';
import { commentUrl, editComment, saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { useTestApp } from './helpers/test-app';
import { likesOf, photoNamed } from './helpers/rows';

const AUSTRALIA = '112,-44,154,-10';
const photoUrl = (name: string) => `/api/file-storage/files/${name}`;
const MINE_URL = '/api/users/me/comments';

describe('own comments: list, edit, delete', () => {
  const t = useTestApp();
  const users = useSignedInPair(t, 'each');

  const upload = async (user: SignedInUser): Promise<string> => (await uploadPhoto(t, user)).name;

  const create = (user: SignedInUser, overrides: Record<string, unknown> = {}) =>
    saveComment(t, user, overrides);

  const patch = (id: string, payload: unknown, user: SignedInUser | null = users.alice) =>
    editComment(t, user, id, payload);

  const remove = (id: string, user: SignedInUser | null = users.alice) =>
    t.app.inject({ method: 'DELETE', url: commentUrl(id), headers: bearerOf(user) });

  const thumbnailOf = async (name: string) => (await photoNamed(t.db, name)).thumbnail_name;

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  const clusterTotal = async (filter = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/marker/clusters?bbox=${AUSTRALIA}&zoom=8${filter}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.total as number;
  };

  describe('GET /api/users/me/comments', () => {
    it("lists only the signed-in user's comments, newest first, paged by cursor", async () => {
      const carol = await createSignedInUser(t);
      const first = await create(carol, { comment: 'first' });
      const second = await create(carol, { comment: 'second' });
      const third = await create(carol, { comment: 'third' });
      await create(users.bob, { comment: 'not carol' });

      const page1 = await t.app.inject({
        method: 'GET',
        url: `${MINE_URL}?size=2`,
        headers: bearerOf(carol),
      });
      expect(page1.statusCode).toBe(200);
      const data1 = page1.json().data;
      expect(data1.totalElements).toBe(3);
      expect(data1.content.map((c: { id: string }) => c.id)).toEqual([third.id, second.id]);
      expect(data1.content[0].byMe).toBe(true);
      expect(data1.nextCursor).toEqual(expect.any(String));

      const page2 = await t.app.inject({
        method: 'GET',
        url: `${MINE_URL}?size=2&cursor=${data1.nextCursor}`,
        headers: bearerOf(carol),
      });
      const data2 = page2.json().data;
      expect(data2.content.map((c: { id: string }) => c.id)).toEqual([first.id]);
      expect(data2.nextCursor).toBeNull();
    });

    it('answers 401 without a token and 400 for a bad size or cursor', async () => {
      const anon = await t.app.inject({ method: 'GET', url: MINE_URL });
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      for (const query of ['size=0', 'size=1000', 'size=x', 'cursor=***', 'cursor=abc']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${MINE_URL}?${query}`,
          headers: bearerOf(users.alice),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    });
  });

  describe('PATCH /api/marker/marker-comments/:id', () => {
    it('changes type, unit, text and photos; modifiedDate moves on; removed photos are gone', async () => {
      const kept = await upload(users.alice);
      const dropped = await upload(users.alice);
      const droppedThumb = await thumbnailOf(dropped);
      const saved = await create(users.alice, {
        photoUrls: [kept, dropped],
        locationType: 'Apartment',
      });
      const added = await upload(users.alice);
      expect(await clusterTotal('&types=House')).toBe(0);

      const res = await patch(saved.id, {
        locationType: 'House',
        unitNumber: '  7  ',
        comment: '  Renovated kitchen  ',
        photoUrls: [kept, added],
      });

      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: saved.id,
        locationType: 'House',
        unitNumber: '7',
        comment: 'Renovated kitchen',
        photoUrls: JSON.stringify([kept, added]),
        createdDate: saved.createdDate,
        byMe: true,
      });
      expect(Date.parse(data.modifiedDate)).toBeGreaterThan(Date.parse(data.createdDate));

      // The same in the public read.
      const read = await t.app.inject({ method: 'GET', url: commentUrl(saved.id) });
      expect(read.json().data).toMatchObject({
        comment: 'Renovated kitchen',
        locationType: 'House',
      });

      // The removed photo and its thumbnail are gone; the others are served.
      expect(await status(photoUrl(dropped))).toBe(404);
      expect(await status(photoUrl(droppedThumb))).toBe(404);
      expect(await status(photoUrl(kept))).toBe(200);
      expect(await status(photoUrl(added))).toBe(200);
      const rows = await t.db
        .selectFrom('photos')
        .select('name')
        .where('marker_comment_id', '=', saved.id)
        .execute();
      expect(rows.map((row) => row.name).sort()).toEqual([kept, added].sort());

      // The cluster grid's facets follow the new type.
      expect(await clusterTotal('&types=House')).toBe(1);
    });

    it('moves a comment between the photo facets when its photos go', async () => {
      const only = await upload(users.alice);
      const saved = await create(users.alice, { photoUrls: [only], locationType: 'Land' });
      expect(await clusterTotal('&types=Land&photos=true')).toBe(1);

      const res = await patch(saved.id, { photoUrls: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.photoUrls).toBe('[]');
      expect(await clusterTotal('&types=Land&photos=true')).toBe(0);
      expect(await clusterTotal('&types=Land')).toBe(1);
    });

    it('changes only what is sent', async () => {
      const saved = await create(users.alice, { comment: 'keep me', unitNumber: '3' });
      const res = await patch(saved.id, { unitNumber: '4' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ comment: 'keep me', unitNumber: '4' });
    });

    it.each([
      ['an empty body', {}],
      ['a blank comment', { comment: '   ' }],
      ['an empty unit', { unitNumber: '' }],
      ['an unknown type', { locationType: 'Castle' }],
      ['an unknown field', { lat: 1 }],
      ['four photos', { photoUrls: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'] }],
      ['a repeated photo', { photoUrls: ['a.jpg', 'a.jpg'] }],
      ['an unknown photo', { photoUrls: ['0123456789abcdef0123456789abcdef.jpg'] }],
    ])('refuses %s with 400 in the error shape and changes nothing', async (_name, body) => {
      const saved = await create(users.alice, { comment: 'unchanged' });
      const res = await patch(saved.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
      expect(res.json().message).toEqual(expect.any(String));
      const read = await t.app.inject({ method: 'GET', url: commentUrl(saved.id) });
      expect(read.json().data.comment).toBe('unchanged');
      expect(read.json().data.modifiedDate).toBe(saved.createdDate);
    });

    it("refuses another user's upload and a photo another comment uses", async () => {
      const saved = await create(users.alice);
      const bobs = await upload(users.bob);
      const res = await patch(saved.id, { photoUrls: [bobs] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('not uploaded by you');

      const used = await upload(users.alice);
      await create(users.alice, { photoUrls: [used] });
      const again = await patch(saved.id, { photoUrls: [used] });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toContain('already used');
    });
  });

  it('gives a new photo to one comment only when two edits race for it', async () => {
    const photo = await upload(users.alice);
    const one = await create(users.alice);
    const two = await create(users.alice);
    const answers = await Promise.all([
      patch(one.id, { photoUrls: [photo] }),
      patch(two.id, { photoUrls: [photo] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const owners = await t.db
      .selectFrom('photos')
      .select('marker_comment_id')
      .where('name', '=', photo)
      .execute();
    expect(owners).toHaveLength(1);
    const winner = answers.find((res) => res.statusCode === 200)!.json().data.id;
    expect(owners[0]!.marker_comment_id).toBe(winner);
  });

  describe('DELETE /api/marker/marker-comments/:id', () => {
    it('deletes the comment and its photos: list, clusters and photo URLs forget it', async () => {
      const before = await clusterTotal();
      const photo = await upload(users.alice);
      const thumb = await thumbnailOf(photo);
      const saved = await create(users.alice, { photoUrls: [photo] });
      expect(await clusterTotal()).toBe(before + 1);
      const liked = await t.app.inject({
        method: 'PUT',
        url: `${commentUrl(saved.id)}/like`,
        headers: bearerOf(users.bob),
      });
      expect(liked.statusCode).toBe(200);

      const res = await remove(saved.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null });

      expect(await status(commentUrl(saved.id))).toBe(404);
      expect(await status(photoUrl(photo))).toBe(404);
      expect(await status(photoUrl(thumb))).toBe(404);
      expect(await clusterTotal()).toBe(before);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/marker/marker-comments/list?size=100',
      });
      expect(list.json().data.content.map((c: { id: string }) => c.id)).not.toContain(saved.id);
      const photos = await t.db
        .selectFrom('photos')
        .select('id')
        .where('name', '=', photo)
        .execute();
      expect(photos).toEqual([]);
      expect(await likesOf(t.db, saved.id)).toEqual([]);

      // Gone is gone: a second delete is a 404.
      expect((await remove(saved.id)).statusCode).toBe(404);
    });
  });

  describe('authorisation on every id-taking route', () => {
    const routes = [
      [
        'PATCH',
        (id: string, user: SignedInUser | null) => patch(id, { comment: 'mine now' }, user),
      ],
      ['DELETE', (id: string, user: SignedInUser | null) => remove(id, user)],
    ] as const;

    it.each(routes)(
      '%s answers 403 FORBIDDEN to another user and changes nothing',
      async (_m, send) => {
        const photo = await upload(users.alice);
        const saved = await create(users.alice, {
          comment: 'alice wrote this',
          photoUrls: [photo],
        });
        const res = await send(saved.id, users.bob);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        const read = await t.app.inject({ method: 'GET', url: commentUrl(saved.id) });
        expect(read.statusCode).toBe(200);
        expect(read.json().data.comment).toBe('alice wrote this');
        expect(await status(photoUrl(photo))).toBe(200);
      },
    );

    it.each(routes)('%s answers 401 without a token', async (_m, send) => {
      const saved = await create(users.alice);
      const res = await send(saved.id, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    });

    it.each(routes)('%s answers 404 for an unknown id and 400 for a bad one', async (_m, send) => {
      const unknown = await send(randomUUID(), users.alice);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const bad = await send('not-a-uuid', users.alice);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it.each(routes)('%s needs a verified email, like saving', async (_m, send) => {
      const unverified = await createSignedInUser(t, { email_verified: 0 });
      const saved = await create(users.alice);
      const res = await send(saved.id, unverified);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    });
  });
});
