import { randomBytes, randomUUID } from 'node:crypto';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { LightMyRequestResponse } from 'fastify';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { bearer } from './helpers/auth';
import { moderate } from './helpers/comments';
import { useTestApp } from './helpers/test-app';
import type { ListingCast } from './helpers/unlisted-comments';
import { createListingCast, publishHiddenAndHeld } from './helpers/unlisted-comments';

const FEED = '/api/feeds/comments';
const SYDNEY = '151.0,-34.0,151.4,-33.7';
/** Fiji to Samoa: west of the antimeridian to east of it. */
const ACROSS_ANTIMERIDIAN = '178,-20,-170,-10';
const BASE = 'https://rentmap.example.com';

type ParsedFeed = ReturnType<typeof parseFeed>;

/** The text of the first child element `name` of a parsed element ('' when absent). */
function childText(element: ParsedFeed['element'], name: string): string {
  return element.findElementWithName(name)?.textContentNormalized ?? '';
}

/**
 * RFC 4287's required elements, read through the parser's own document: atom:feed has an id,
 * a title, updated, an author (or every entry has one) and a link rel=self (a SHOULD that we
 * keep); every atom:entry has an id, a title, updated, and a link rel=alternate or content.
 */
function expectRfc4287(feed: ParsedFeed): void {
  expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
  const root = feed.element;
  expect(childText(root, 'id')).toMatch(/^(https?|urn|tag):/);
  expect(childText(root, 'title')).not.toBe('');
  expect(Date.parse(childText(root, 'updated'))).not.toBeNaN();
  expect(childText(root, 'updated')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  const author = root.findElementWithName('author');
  expect(author && childText(author, 'name')).toBeTruthy();
  const links = root.findElementsWithName('link');
  expect(links.filter((link) => link.getAttribute('rel') === 'self')).toHaveLength(1);
  for (const entry of root.findElementsWithName('entry')) {
    expect(childText(entry, 'id')).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(childText(entry, 'title')).not.toBe('');
    expect(Date.parse(childText(entry, 'updated'))).not.toBeNaN();
    const alternate = entry
      .findElementsWithName('link')
      .some((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate');
    expect(alternate || entry.findElementWithName('content') !== null).toBe(true);
  }
}

describe('Atom feeds of a view + filter and of a watched area', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL: BASE } });
  let cast: ListingCast;
  /** The comments no public reader may see. */
  let unlisted: { hiddenId: string; heldId: string };
  /** Ids by name, each one second newer than the one before. */
  const ids: Record<string, string> = {};

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const read = async (url: string): Promise<{ res: LightMyRequestResponse; feed: ParsedFeed }> => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return { res, feed: parseFeed(res.body) };
  };
  const entryIds = (feed: ParsedFeed) =>
    feed.items.map((item) => item.id?.replace('urn:uuid:', ''));

  beforeAll(async () => {
    cast = await createListingCast(t);
    const { named, secret, moderator } = cast;
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
    const rows: Array<[string, Parameters<typeof insertMarkerComment>[1]]> = [
      ['bondiHouse', { lat: -33.89, lon: 151.27, location_type: 'House', user_id: named.user.id }],
      [
        'newtownFlat',
        {
          lat: -33.9,
          lon: 151.18,
          location_type: 'Apartment',
          user_id: secret.user.id,
          comment: 'Mould <script>alert(1)</script> & damp\n\nSecond paragraph',
        },
      ],
      [
        'manlyHouse',
        {
          lat: -33.8,
          lon: 151.28,
          location_type: 'House',
          user_id: named.user.id,
          photo_urls: JSON.stringify(['0123456789abcdef0123456789abcdef.jpg']),
        },
      ],
      ['melbourne', { lat: -37.81, lon: 144.96, location_type: 'House' }],
      ['fiji', { lat: -17.7, lon: 179.5, location_type: 'House' }],
      ['samoa', { lat: -13.8, lon: -171.8, location_type: 'House' }],
      ['vanuatu', { lat: -17.7, lon: 168.3, location_type: 'House' }],
    ];
    for (const [index, [name, overrides]] of rows.entries()) {
      const row = await insertMarkerComment(t.db, {
        ...overrides,
        created_at: at(index),
        updated_at: at(index),
      });
      ids[name] = row.id;
    }
    unlisted = await publishHiddenAndHeld(t, named, moderator, {
      hidden: { lat: -33.891, lon: 151.271 },
      held: { lat: -33.892, lon: 151.272 },
    });
  });

  it('is an Atom 1.0 feed with every element RFC 4287 requires, newest first', async () => {
    const url = `${FEED}?bbox=${SYDNEY}`;
    const { res, feed } = await read(url);

    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expectRfc4287(feed);
    expect(feed.self).toBe(`${BASE}${url}`);
    expect(feed.title).toBe('RentMap: comments in a map view');
    expect(feed.authors.map((author) => author.name)).toEqual(['RentMap']);
    // rel=alternate: the map at that view, the list following it.
    const map = new URL(feed.url!);
    expect(map.origin + map.pathname).toBe(`${BASE}/`);
    expect(Number(map.searchParams.get('lat'))).toBeCloseTo(-33.85, 1);
    expect(Number(map.searchParams.get('lon'))).toBeCloseTo(151.2, 1);
    expect(Number(map.searchParams.get('z'))).toBeGreaterThanOrEqual(9);
    expect(entryIds(feed)).toEqual([ids.manlyHouse, ids.newtownFlat, ids.bondiHouse]);
    // The feed's updated is its newest entry's.
    expect(feed.updated?.toISOString()).toBe('2026-01-01T00:00:02.000Z');
    expect(res.headers['last-modified']).toBe(new Date('2026-01-01T00:00:02Z').toUTCString());
  });

  it('gives each entry its id, title, dates, place link, summary and content', async () => {
    const { feed } = await read(`${FEED}?bbox=${SYDNEY}`);
    const manly = feed.items[0]!;

    expect(manly.id).toBe(`urn:uuid:${ids.manlyHouse}`);
    expect(manly.title).toBe('House at 1 George Street, Sydney NSW 2000, Australia');
    expect(manly.url).toBe(`${BASE}/places/${ids.manlyHouse}`);
    expect(manly.updated?.toISOString()).toBe('2026-01-01T00:00:02.000Z');
    expect(manly.published?.toISOString()).toBe('2026-01-01T00:00:02.000Z');
    expect(manly.description).toContain('1 George Street');
    expect(manly.content).toContain('unit');
    // Photos as absolute links.
    expect(manly.content).toContain(
      `<a href="${BASE}/api/file-storage/files/0123456789abcdef0123456789abcdef.jpg">Photo 1</a>`,
    );
    expect(manly.categories.map((category) => category.term)).toEqual(['House']);
  });

  it('names authors as the public list does: a private author never', async () => {
    const { res, feed } = await read(`${FEED}?bbox=${SYDNEY}`);
    const authorOf = (id: string) =>
      feed.items.find((item) => item.id === `urn:uuid:${id}`)!.authors.map((a) => a.name);

    expect(authorOf(ids.bondiHouse!)).toEqual(['Ada Lovelace']);
    expect(authorOf(ids.newtownFlat!)).toEqual(['A renter']);
    expect(res.body).not.toContain('Hidden Name');
    expect(res.body).not.toContain('Hidden');
  });

  it('takes comment text as text: no markup of its own, paragraphs kept', async () => {
    const { res, feed } = await read(`${FEED}?bbox=${SYDNEY}&types=Apartment`);

    // The content is of type="html": its HTML is the comment escaped (the parser's `content`
    // decodes once more, so the XML itself is what is checked).
    expect(res.body).toContain('<p>Mould &lt;script&gt;alert(1)&lt;/script&gt; &amp; damp</p>');
    expect(res.body).not.toContain('<script>');
    expect(feed.items[0]!.content).toContain('<p>Second paragraph</p>');
  });

  it('never carries a hidden or held comment', async () => {
    const { res, feed } = await read(FEED);
    const everything = entryIds(feed);

    expect(everything).not.toContain(unlisted.hiddenId);
    expect(everything).not.toContain(unlisted.heldId);
    expect(res.body).not.toContain(unlisted.hiddenId);
    expect(res.body).not.toContain(unlisted.heldId);
    // The list shows the same (the feed is the list's query), and the author sees both.
    const list = await get('/api/marker/marker-comments/list?size=100');
    const listed = (list.json().data.content as Array<{ id: string }>).map((c) => c.id);
    expect(everything).toEqual(listed);
    expect(everything).toHaveLength(7);
  });

  it('applies the filters and the bbox, across the antimeridian too', async () => {
    expect(entryIds((await read(`${FEED}?bbox=${SYDNEY}&types=House`)).feed)).toEqual([
      ids.manlyHouse,
      ids.bondiHouse,
    ]);
    expect(entryIds((await read(`${FEED}?bbox=${SYDNEY}&photos=true`)).feed)).toEqual([
      ids.manlyHouse,
    ]);
    expect(entryIds((await read(`${FEED}?types=Villa`)).feed)).toEqual([]);
    const across = await read(`${FEED}?bbox=${ACROSS_ANTIMERIDIAN}`);
    expect(entryIds(across.feed)).toEqual([ids.samoa, ids.fiji]);
    // Its map view is centred on the antimeridian's side, not on Africa.
    const lon = Number(new URL(across.feed.url!).searchParams.get('lon'));
    expect(Math.abs(lon)).toBeGreaterThan(175);
  });

  it('an empty view is still a valid feed', async () => {
    const { feed } = await read(`${FEED}?bbox=10,10,11,11`);

    expectRfc4287(feed);
    expect(feed.items).toEqual([]);
  });

  it('answers 304 to If-None-Match with its ETag, and anew once the feed changed', async () => {
    const url = `${FEED}?bbox=${SYDNEY}&types=House`;
    const first = await get(url);
    const etag = first.headers.etag as string;

    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A strong form of the same tag, or one of a list, matches too (weak comparison).
    expect((await get(url, { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    // Hiding a comment of the feed changes it: the old ETag no longer matches.
    await moderate(t, cast.moderator, ids.bondiHouse!, 'hide');
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(entryIds(parseFeed(changed.body))).toEqual([ids.manlyHouse]);
    await moderate(t, cast.moderator, ids.bondiHouse!, 'restore', 'Checked again');
  });

  it('refuses bad parameters with 400 in the error shape', async () => {
    for (const query of [
      'bbox=1,2,3',
      'bbox=151,-33,152,-34',
      'bbox=200,-34,201,-33',
      'types=Castle',
      'types=',
      'photos=maybe',
      'within=2d',
      'q=ab',
    ]) {
      const res = await get(`${FEED}?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
  });

  describe('of a watched area', () => {
    const insertArea = async (overrides: Record<string, unknown>) => {
      const token = randomBytes(32).toString('base64url');
      const now = new Date('2026-02-01T00:00:00Z').toISOString();
      const id = randomUUID();
      await t.db
        .insertInto('watched_areas')
        .values({
          id,
          user_id: cast.secret.user.id,
          name: 'Eastern suburbs',
          kind: 'view',
          west: 151.0,
          south: -34.0,
          east: 151.4,
          north: -33.7,
          feed_token: token,
          unsubscribe_token: randomBytes(32).toString('base64url'),
          created_at: now,
          updated_at: now,
          ...overrides,
        })
        .execute();
      return { id, token };
    };

    it("is the area's bounds and filters, titled with its name, with no sign-in", async () => {
      const { id, token } = await insertArea({ types: '["House"]', photos: 1 });
      const url = `/api/feeds/areas/${token}`;
      const { res, feed } = await read(url);

      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expectRfc4287(feed);
      expect(childText(feed.element, 'id')).toBe(`urn:uuid:${id}`);
      expect(feed.title).toBe('RentMap: Eastern suburbs');
      expect(feed.self).toBe(`${BASE}${url}`);
      expect(entryIds(feed)).toEqual([ids.manlyHouse]);
      expect(new URL(feed.url!).searchParams.get('types')).toBe('House');
    });

    it('keeps a radius area to its circle', async () => {
      // 3 km around Bondi: Bondi's house is inside; Manly (10 km) and Newtown (9 km) are not,
      // though a box of Bondi ± 0.2° holds them all.
      const { token } = await insertArea({
        kind: 'radius',
        west: 151.07,
        south: -34.09,
        east: 151.47,
        north: -33.69,
        center_lat: -33.89,
        center_lon: 151.27,
        radius_m: 3000,
      });
      const { feed } = await read(`/api/feeds/areas/${token}`);
      expect(entryIds(feed)).toEqual([ids.bondiHouse]);
    });

    it('crosses the antimeridian', async () => {
      const { token } = await insertArea({ west: 178, south: -20, east: -170, north: -10 });
      expect(entryIds((await read(`/api/feeds/areas/${token}`)).feed)).toEqual([
        ids.samoa,
        ids.fiji,
      ]);
    });

    it('an empty one is dated by the area and answers 304', async () => {
      const { token } = await insertArea({ west: 10, south: 10, east: 11, north: 11 });
      const { res, feed } = await read(`/api/feeds/areas/${token}`);

      expectRfc4287(feed);
      expect(feed.updated?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
      const again = await get(`/api/feeds/areas/${token}`, {
        'if-none-match': res.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    });

    it('is 404 in the error shape for an unknown token, 400 for a malformed one', async () => {
      const unknown = await get(`/api/feeds/areas/${randomBytes(32).toString('base64url')}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^application\/json/);
      expect(unknown.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: expect.any(String),
      });
      const malformed = await get(`/api/feeds/areas/${encodeURIComponent('not a token!')}`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it('ignores a bearer token: the feed is the same signed in or not', async () => {
      const { token } = await insertArea({});
      const anonymous = await get(`/api/feeds/areas/${token}`);
      const signedIn = await get(`/api/feeds/areas/${token}`, bearer(cast.secret.accessToken));
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).toBe(anonymous.body);
      // Another user's token changes nothing either: the feed token is the credential.
      const other = await get(`/api/feeds/areas/${token}`, bearer(cast.named.accessToken));
      expect(other.body).toBe(anonymous.body);
    });
  });
});

describe('feeds behind no PUBLIC_BASE_URL', () => {
  const t = useTestApp();

  it("use the request's own origin for every link", async () => {
    await insertMarkerComment(t.db, {});
    const res = await t.app.inject({
      method: 'GET',
      url: `${FEED}?types=Apartment`,
      headers: { host: 'feeds.test:8080' },
    });
    const feed = parseFeed(res.body);
    expect(feed.self).toBe(`http://feeds.test:8080${FEED}?types=Apartment`);
    expect(feed.items[0]!.url).toMatch(/^http:\/\/feeds\.test:8080\/places\//);
  });

  it('are rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: FEED,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
