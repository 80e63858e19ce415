import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { MarkerClusters, SavedMarkerComment } from 'shared/contract';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { createFakeWebRoot, type FakeWebRoot } from './fixtures/web-root';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { moderate, saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { startTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>RentMap</title></head>' +
  '<body><div id=root></div></body></html>';

const LIST_URL = '/api/marker/marker-comments/list';
const commentUrl = (id: string) => `/api/marker/marker-comments/${id}`;
const AUSTRALIA = '112,-44,154,-10';

/**
 * Hidden means hidden: a comment a moderator hides leaves every read path for
 * everyone but its author and moderators, at once, photos included; restoring brings it back.
 */
describe('a hidden comment, on every read path', () => {
  let webRoot: FakeWebRoot;
  let t: TestApp;
  let author: SignedInUser;
  let reader: SignedInUser;
  let moderator: SignedInUser;
  let target: SavedMarkerComment;
  let photo: { name: string; url: string; thumbnailUrl: string };
  let others: string[];

  const get = (url: string, user?: SignedInUser, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(user ? bearer(user.accessToken) : {}), ...headers },
    });
  const decide = (decision: 'hide' | 'restore', reason: string) =>
    moderate(t, moderator, target.id, decision, reason);
  const listIds = async (query: string, user?: SignedInUser) => {
    const res = await get(`${LIST_URL}?size=50&${query}`, user);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { content: SavedMarkerComment[]; totalElements: number };
    return { ids: data.content.map((comment) => comment.id), total: data.totalElements };
  };
  const SORTS = [
    'sort=newest',
    'sort=oldest',
    'sort=liked',
    'sort=nearest&near=-33.8915,151.2767',
    // A small box: read whole by position.
    'sort=newest&bbox=151.2,-33.95,151.35,-33.85',
    'sort=nearest&bbox=151.2,-33.95,151.35,-33.85',
    'sort=liked&bbox=151.2,-33.95,151.35,-33.85',
    // Narrowed by a time or a text: read from the rows.
    'sort=newest&within=30d',
    'sort=newest&q=hidden-test',
  ];
  const clusterTotal = async (query = '') => {
    const res = await get(`/api/marker/clusters?bbox=${AUSTRALIA}&zoom=4${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as MarkerClusters).total;
  };
  const singlePin = async () => {
    const res = await get('/api/marker/clusters?bbox=151.275,-33.895,151.28,-33.89&zoom=18');
    return res.json().data as MarkerClusters;
  };

  beforeAll(async () => {
    webRoot = await createFakeWebRoot();
    await writeFile(path.join(webRoot.dir, 'host/dist/index.html'), INDEX_HTML);
    t = await startTestApp({ env: { WEB_ROOT: webRoot.dir } });
    author = await createSignedInUser(t, { password: null, first_name: 'Ada' });
    reader = await createSignedInUser(t, { password: null });
    moderator = await createSignedInUser(t, { password: null, is_moderator: 1 });
    photo = await uploadPhoto(t, author);
    target = await saveComment(t, author, {
      comment: 'Landlord never fixed the heater (hidden-test)',
      photoUrls: [photo.name],
    });
    // Others around it, so every sort has something left to show.
    others = [];
    for (let i = 0; i < 3; i += 1) {
      const row = await insertMarkerComment(t.db, {
        lat: -33.89 - i / 1000,
        lon: 151.27,
        comment: `Fine place, hidden-test neighbour ${i}`,
        created_at: new Date().toISOString(),
      });
      others.push(row.id);
    }
    const like = await t.app.inject({
      method: 'PUT',
      url: `${commentUrl(target.id)}/like`,
      headers: bearer(reader.accessToken),
    });
    expect(like.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await webRoot?.remove();
  });

  it('is everywhere while published', async () => {
    for (const query of SORTS) {
      const { ids, total } = await listIds(query);
      expect({ query, found: ids.includes(target.id) }).toEqual({ query, found: true });
      expect(total).toBe(4);
    }
    expect(await clusterTotal()).toBe(4);
    expect((await singlePin()).total).toBe(1);
    expect((await get(commentUrl(target.id))).statusCode).toBe(200);
    expect((await get(`/places/${target.id}`, undefined, { accept: 'text/html' })).statusCode).toBe(
      200,
    );
    expect((await get(photo.url)).statusCode).toBe(200);
  });

  it('vanishes for everyone else the moment it is hidden, and comes back when restored', async () => {
    await decide('hide', 'Names a person');

    // The list in every sort, its counts, the clusters (with and without row filters).
    for (const user of [undefined, reader, moderator]) {
      for (const query of SORTS) {
        const { ids, total } = await listIds(query, user);
        expect({ query, found: ids.includes(target.id) }).toEqual({ query, found: false });
        expect({ query, total }).toEqual({ query, total: 3 });
      }
    }
    expect(await clusterTotal()).toBe(3);
    expect(await clusterTotal('&types=Apartment&photos=true')).toBe(0);
    expect(await clusterTotal('&within=30d')).toBe(3);
    expect(await clusterTotal('&q=heater')).toBe(0);
    expect((await singlePin()).total).toBe(0);

    // Details: 404 to others (signed out too), the moderation state to its author and moderators.
    for (const user of [undefined, reader]) {
      const res = await get(commentUrl(target.id), user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const user of [author, moderator]) {
      const res = await get(commentUrl(target.id), user);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.moderation).toMatchObject({
        status: 'hidden',
        holdReasons: [],
        reason: 'Names a person',
        reviewRequested: false,
      });
    }

    // Likes: none taken, none taken back.
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${commentUrl(target.id)}/like`,
        headers: bearer(reader.accessToken),
      });
      expect(res.statusCode).toBe(404);
    }

    // The shared link is no page.
    const page = await get(`/places/${target.id}`, undefined, { accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('heater');

    // Its photo and thumbnail: 404 on the public address, with or without a token.
    for (const url of [photo.url, photo.thumbnailUrl]) {
      for (const user of [undefined, reader, author, moderator]) {
        expect((await get(url, user)).statusCode).toBe(404);
      }
      // A cached copy is not revalidated either.
      const cached = await get(url, undefined, { 'if-none-match': `"${url.split('/').pop()}"` });
      expect(cached.statusCode).toBe(404);
    }

    // The author and moderators read them through the signed addresses their payload holds.
    for (const user of [author, moderator]) {
      const { photos } = (await get(commentUrl(target.id), user)).json().data.moderation;
      expect(photos).toHaveLength(1);
      expect(photos[0].name).toBe(photo.name);
      const display = await get(photos[0].url);
      expect(display.statusCode).toBe(200);
      expect(display.headers['content-type']).toBe('image/jpeg');
      expect(display.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(display.rawPayload.length).toBeGreaterThan(100);
      expect((await get(photos[0].thumbnailUrl)).statusCode).toBe(200);
      // The signature is for that file only, unaltered.
      const otherName = photo.name.replace(/^./, (first: string) => (first === 'f' ? 'e' : 'f'));
      const other = photos[0].url.replace(photo.name, otherName);
      expect((await get(other)).statusCode).toBe(404);
      // Its first character changed (to another one: a signature may begin with 'A').
      const altered = photos[0].url.replace(
        /signature=(.)/,
        (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
      );
      expect((await get(altered)).statusCode).toBe(404);
    }

    // Its author's own list shows it, marked, with the reason.
    const mine = await get('/api/users/me/comments?size=10', author);
    expect(mine.statusCode).toBe(200);
    const own = (mine.json().data.content as SavedMarkerComment[]).find((c) => c.id === target.id);
    expect(own?.moderation).toMatchObject({ status: 'hidden', reason: 'Names a person' });
    expect(own?.moderation?.photos?.[0]?.name).toBe(photo.name);

    // The author's export keeps it, with its state; the reader's export has nothing of it.
    const exported = await get('/api/users/me/export', author);
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['rentmap-export.json']!),
    );
    const inExport = data.comments.find((c: { id: string }) => c.id === target.id);
    expect(inExport.moderation).toMatchObject({ status: 'hidden', reason: 'Names a person' });
    const readers = await get('/api/users/me/export', reader);
    expect(
      strFromU8(unzipSync(new Uint8Array(readers.rawPayload))['rentmap-export.json']!),
    ).not.toContain('heater');

    await decide('restore', 'The name was a street name');
    for (const query of SORTS) {
      const { ids, total } = await listIds(query, reader);
      expect({ query, found: ids.includes(target.id) }).toEqual({ query, found: true });
      expect(total).toBe(4);
    }
    expect(await clusterTotal()).toBe(4);
    expect(await clusterTotal('&q=heater')).toBe(1);
    expect((await singlePin()).total).toBe(1);
    const back = await get(commentUrl(target.id), reader);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.moderation).toBeUndefined();
    expect(back.json().data.likeCount).toBe(1);
    expect((await get(`/places/${target.id}`, undefined, { accept: 'text/html' })).statusCode).toBe(
      200,
    );
    expect((await get(photo.url)).statusCode).toBe(200);
    expect((await get(photo.thumbnailUrl)).statusCode).toBe(200);
  });

  it('answers a revalidation of a public photo with 304 and no body', async () => {
    const res = await get(photo.url, undefined, { 'if-none-match': `"${photo.name}"` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('refuses a malformed signature with 400 in the error shape', async () => {
    const res = await get(`${photo.url}?expires=soon&signature=x`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it("answers a comment held on saving with its author's signed photo addresses", async () => {
    const heldPhoto = await uploadPhoto(t, author);
    const saved = await saveComment(t, author, {
      coordinates: { lat: -31.95, lon: 115.86 },
      comment: 'Call the agent on 0412 345 678 before you sign',
      confirmPersonalInformation: true,
      photoUrls: [heldPhoto.name],
    });
    expect(saved.moderation).toMatchObject({
      status: 'held',
      holdReasons: ['personal-information'],
    });
    expect((await get(heldPhoto.url)).statusCode).toBe(404);
    expect((await get(saved.moderation!.photos![0]!.url)).statusCode).toBe(200);
    await t.db.deleteFrom('marker_comments').where('id', '=', saved.id).execute();
  });

  it('keeps a held comment out of the grid and the list until it is published', async () => {
    const held = await insertMarkerComment(t.db, {
      lat: -20,
      lon: 130,
      status: 'held',
      hold_reasons: '["personal-information"]',
      user_id: author.user.id,
    });
    expect(await clusterTotal()).toBe(4);
    expect((await listIds('sort=newest')).ids).not.toContain(held.id);
    const own = await get(commentUrl(held.id), author);
    expect(own.json().data.moderation).toEqual({
      status: 'held',
      holdReasons: ['personal-information'],
      reason: null,
      reviewRequested: false,
      photos: [],
    });
    expect((await get(commentUrl(held.id), reader)).statusCode).toBe(404);
    await moderate(t, moderator, held.id, 'restore', 'No personal information after all');
    expect(await clusterTotal()).toBe(5);
    expect((await listIds('sort=newest', reader)).ids).toContain(held.id);
  });
});
