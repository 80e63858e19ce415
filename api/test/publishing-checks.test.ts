import { randomUUID } from 'node:crypto';
import { MODERATION_LIMITS } from 'shared/contract';
import { newCommentPayload } from './factories/marker-comment.factory';
import { makePhotoJpeg, makeSceneJpeg } from './fixtures/images';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { photoForm } from './helpers/multipart';
import { useTestApp } from './helpers/test-app';
import { findPhotoMatches } from '../src/modules/moderation/photo-matches';
import {
  HASH_BANDS,
  hammingDistance,
  photoHashColumns,
} from '../src/modules/photos/perceptual-hash';
import { expectFailure } from './helpers/responses';
import { editComment, postComment } from './helpers/comments';
import { postPhoto } from './helpers/photos';
import { rowsOfUser } from './helpers/rows';

// Melbourne: far (> 200 m) from the factory's Bondi place.
const MELBOURNE = { lat: -37.8136, lon: 144.9631 };

describe('checks before publishing', () => {
  const t = useTestApp();

  const create = (user: SignedInUser, overrides: Record<string, unknown> = {}) =>
    postComment(t, user, newCommentPayload(overrides));

  const edit = (user: SignedInUser, id: string, payload: Record<string, unknown>) =>
    editComment(t, user, id, payload);

  const upload = (user: SignedInUser, bytes: Buffer) => postPhoto(t, user, photoForm(bytes));

  const statusOf = async (id: string) =>
    await t.db
      .selectFrom('marker_comments')
      .select(['status', 'hold_reasons'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('personal information', () => {
    it('refuses a phone number or email without confirmation, naming what it found', async () => {
      const user = await createSignedInUser(t);
      const res = await create(user, { comment: 'Call the agent on 0412 345 678 or a@b.com.au' });
      expectFailure(
        res,
        400,
        'PERSONAL_INFORMATION',
        expect.stringContaining('a phone number and an email address'),
      );
    });

    it('holds a confirmed one, with its reason, and logs the hold', async () => {
      const user = await createSignedInUser(t);
      const res = await create(user, {
        comment: 'My neighbour at 12 Smith St keeps the bins out',
        confirmPersonalInformation: true,
      });
      expect(res.statusCode).toBe(200);
      const saved = res.json().data;
      expect(saved.moderation).toMatchObject({
        status: 'held',
        holdReasons: ['personal-information'],
        reason: null,
        reviewRequested: false,
      });
      expect(await statusOf(saved.id)).toEqual({
        status: 'held',
        hold_reasons: '["personal-information"]',
      });
      const log = await t.db
        .selectFrom('moderation_log')
        .selectAll()
        .where('comment_id', '=', saved.id)
        .execute();
      expect(log).toMatchObject([
        { action: 'hold', actor_id: null, to_status: 'held', target_user_id: user.user.id },
      ]);
    });

    it('publishes prices, unit numbers, years and the place itself', async () => {
      const user = await createSignedInUser(t);
      const res = await create(user, {
        comment:
          '$450 per week, $2,000 bond, unit 4, built 1998; the building at 12 George St has mould',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.moderation).toBeUndefined();
      expect((await statusOf(res.json().data.id)).status).toBe('published');
    });

    it('an edit that adds a phone number is refused, confirmed it holds the comment', async () => {
      const user = await createSignedInUser(t);
      const { id } = (await create(user)).json().data;
      const refused = await edit(user, id, { comment: 'Ring 02 9876 5432 after 5' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('PERSONAL_INFORMATION');
      expect((await statusOf(id)).status).toBe('published');

      const held = await edit(user, id, {
        comment: 'Ring 02 9876 5432 after 5',
        confirmPersonalInformation: true,
      });
      expect(held.statusCode).toBe(200);
      expect(held.json().data.moderation).toMatchObject({
        status: 'held',
        holdReasons: ['personal-information'],
      });
    });
  });

  describe('the gentle check: a person named, a threat, abuse', () => {
    it('asks the author to describe what happened, and holds the comment they confirm', async () => {
      const user = await createSignedInUser(t);
      const text = 'Our landlord John Smith ignored the leak for months';
      const asked = await create(user, { comment: text });
      expectFailure(
        asked,
        400,
        'PERSONAL_INFORMATION',
        expect.stringMatching(/^This comment seems to name a person .* Describing what happened/),
      );
      const mine = await t.db
        .selectFrom('marker_comments')
        .select('id')
        .where('user_id', '=', user.user.id)
        .execute();
      expect(mine).toEqual([]);

      const held = await create(user, { comment: text, confirmPersonalInformation: true });
      expect(held.statusCode).toBe(200);
      expect(held.json().data.moderation).toMatchObject({
        status: 'held',
        holdReasons: ['person-name'],
      });
      // Nobody else reads it until a moderator lets it through.
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/marker/marker-comments/list?q=ignored',
      });
      expect(list.json().data.content).toEqual([]);
    });

    it('holds a threat and abuse with their reason, beside personal information', async () => {
      const user = await createSignedInUser(t);
      const text = 'The agent is a f*cking liar, call 0412 345 678, I know where he lives';
      const asked = await create(user, { comment: text });
      expectFailure(
        asked,
        400,
        'PERSONAL_INFORMATION',
        expect.stringContaining('contain a threat and abuse someone'),
      );
      const held = await create(user, { comment: text, confirmPersonalInformation: true });
      expect(held.json().data.moderation.holdReasons).toEqual([
        'personal-information',
        'threat-or-abuse',
      ]);
    });

    it('lets a description of what happened through', async () => {
      const user = await createSignedInUser(t);
      const res = await create(user, {
        comment: 'The landlord fixed the heater in May 2024, three weeks after we asked',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.moderation).toBeUndefined();
    });
  });

  describe('duplicates', () => {
    it('refuses the same author posting near-identical text at the same place', async () => {
      const user = await createSignedInUser(t);
      expect(
        (await create(user, { comment: 'Mould in the bathroom, slow repairs.' })).statusCode,
      ).toBe(200);
      const again = await create(user, { comment: 'mould in the bathroom slow repairs!!' });
      expectFailure(again, 409, 'DUPLICATE_COMMENT', expect.any(String));
      // Another author, another text, or another place is not a duplicate.
      const other = await createSignedInUser(t);
      expect(
        (await create(other, { comment: 'Mould in the bathroom, slow repairs.' })).statusCode,
      ).toBe(200);
      expect(
        (await create(user, { comment: 'The agent finally fixed the heater in June.' })).statusCode,
      ).toBe(200);
      expect(
        (
          await create(user, {
            comment: 'Mould in the bathroom, slow repairs.',
            coordinates: MELBOURNE,
            fullAddress: 'Swanston Street, Melbourne VIC 3000, Australia',
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('quotas', () => {
    it('a new account gets the lower hourly quota, with when to try again', async () => {
      const user = await createSignedInUser(t, { created_at: new Date().toISOString() });
      const { commentsPerHour } = MODERATION_LIMITS.quotas.newAccount;
      for (let i = 0; i < commentsPerHour; i += 1) {
        expect(
          (
            await create(user, {
              comment: `Comment number ${i} about ${'xyz'.repeat(i + 1)} things`,
            })
          ).statusCode,
        ).toBe(200);
      }
      const refused = await create(user, { comment: 'One comment too many for a new account' });
      expectFailure(
        refused,
        429,
        'QUOTA_EXCEEDED',
        expect.stringMatching(
          new RegExp(
            `at most ${commentsPerHour} comments an hour .*Please try again in \\d+ minutes`,
          ),
        ),
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    });

    it('an established account: the hourly and the daily quota count its comments', async () => {
      const user = await createSignedInUser(t);
      const { commentsPerHour, commentsPerDay } = MODERATION_LIMITS.quotas.established;
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      // Comments from earlier today fill the day but not the hour.
      const base = newCommentPayload();
      for (let i = 0; i < commentsPerDay - 1; i += 1) {
        await t.db
          .insertInto('marker_comments')
          .values({
            id: randomUUID(),
            user_id: user.user.id,
            lat: -30 - i,
            lon: 140,
            comment: `earlier ${i}`,
            full_address: `${i} Earlier Road`,
            unit_number: '',
            region: '',
            city: '',
            country: base.country,
            postcode: '',
            location_type: 'House',
            map_source: 'OPENSTREET',
            photo_urls: '[]',
            created_at: hoursAgo(2 + i / 10),
            updated_at: hoursAgo(2),
          })
          .execute();
      }
      expect(commentsPerHour).toBeLessThan(commentsPerDay);
      expect((await create(user)).statusCode).toBe(200);
      const refused = await create(user, { comment: 'This one is over the daily quota' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(`at most ${commentsPerDay} comments a day`);
    });

    it('photos per day are counted at upload', async () => {
      const user = await createSignedInUser(t, { created_at: new Date().toISOString() });
      const { photosPerDay } = MODERATION_LIMITS.quotas.newAccount;
      const bytes = await makePhotoJpeg(80, 60);
      for (let i = 0; i < photosPerDay; i += 1) {
        expect((await upload(user, bytes)).statusCode).toBe(200);
      }
      const refused = await upload(user, bytes);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('QUOTA_EXCEEDED');
      expect(refused.json().message).toMatch(`at most ${photosPerDay} photos a day`);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('deleting an unused upload does not give its slot back', async () => {
      const user = await createSignedInUser(t, { created_at: new Date().toISOString() });
      const { photosPerDay } = MODERATION_LIMITS.quotas.newAccount;
      const bytes = await makePhotoJpeg(80, 60);
      const names: string[] = [];
      for (let i = 0; i < photosPerDay; i += 1) {
        const res = await upload(user, bytes);
        expect(res.statusCode).toBe(200);
        names.push(res.json().data.name);
      }
      for (const fileName of names) {
        const deleted = await t.app.inject({
          method: 'DELETE',
          url: '/api/file-storage/delete',
          payload: { fileName },
          headers: bearer(user.accessToken),
        });
        expect(deleted.statusCode).toBe(200);
      }
      expect(
        await t.db.selectFrom('photos').select('id').where('user_id', '=', user.user.id).execute(),
      ).toEqual([]);
      const refused = await upload(user, bytes);
      expectFailure(
        refused,
        429,
        'QUOTA_EXCEEDED',
        expect.stringMatching(
          new RegExp(`at most ${photosPerDay} photos a day .*Please try again in \\d+ hours`),
        ),
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    });

    it('uploads older than a day neither count nor stay in the log', async () => {
      const user = await createSignedInUser(t, { created_at: new Date().toISOString() });
      const { photosPerDay } = MODERATION_LIMITS.quotas.newAccount;
      const dayAndMinuteAgo = new Date(Date.now() - 86_460_000).toISOString();
      await t.db
        .insertInto('photo_uploads')
        .values(
          Array.from({ length: photosPerDay }, () => ({
            id: randomUUID(),
            user_id: user.user.id,
            created_at: dayAndMinuteAgo,
          })),
        )
        .execute();
      expect((await upload(user, await makePhotoJpeg(80, 60))).statusCode).toBe(200);
      expect(await rowsOfUser(t.db, 'photo_uploads', user.user.id)).toHaveLength(1);
    });
  });

  describe('reused photos', () => {
    it('holds a photo another account published over 200 m away, not a near or own one', async () => {
      const bob = await createSignedInUser(t);
      const alice = await createSignedInUser(t);
      const photo = await makeSceneJpeg(1);
      const bobsPhoto = (await upload(bob, photo)).json().data.name;
      const bobs = await create(bob, { photoUrls: [bobsPhoto] });
      expect(bobs.statusCode).toBe(200);
      expect(bobs.json().data.moderation).toBeUndefined();

      // The same bytes by another account in Melbourne: held.
      const reused = (await upload(alice, photo)).json().data.name;
      const far = await create(alice, {
        photoUrls: [reused],
        coordinates: MELBOURNE,
        fullAddress: 'Swanston Street, Melbourne VIC 3000, Australia',
      });
      expect(far.statusCode).toBe(200);
      expect(far.json().data.moderation).toMatchObject({
        status: 'held',
        holdReasons: ['reused-photo'],
      });

      // A neighbour's photo of the same building (within 200 m of Bob's): published.
      const near = await create(alice, {
        photoUrls: [(await upload(alice, photo)).json().data.name],
        coordinates: { lat: -33.8916, lon: 151.2768 },
      });
      expect(near.statusCode).toBe(200);
      expect(near.json().data.moderation).toBeUndefined();

      // The same account's own photo, published again elsewhere: published.
      const ownPhoto = await makeSceneJpeg(3);
      expect(
        (await create(bob, { photoUrls: [(await upload(bob, ownPhoto)).json().data.name] }))
          .statusCode,
      ).toBe(200);
      const own = await create(bob, {
        photoUrls: [(await upload(bob, ownPhoto)).json().data.name],
        coordinates: MELBOURNE,
        fullAddress: 'Swanston Street, Melbourne VIC 3000, Australia',
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.moderation).toBeUndefined();

      // A different photo far away: published.
      const different = await create(alice, {
        photoUrls: [(await upload(alice, await makeSceneJpeg(2))).json().data.name],
        coordinates: { lat: -27.4698, lon: 153.0251 },
        fullAddress: 'Queen Street, Brisbane QLD 4000, Australia',
      });
      expect(different.statusCode).toBe(200);
      expect(different.json().data.moderation).toBeUndefined();
    });

    describe('the band lookup', () => {
      // A published photo's hash, set directly: 64 bits in four 16-bit bands.
      const HASH = '0123456789abcdef';
      /** HASH with these bits flipped in each band (bit 0 the band's lowest). */
      const flipped = (bitsPerBand: number[]) =>
        BigInt.asUintN(
          64,
          BigInt(`0x${HASH}`) ^
            bitsPerBand.reduce(
              (mask, bits, band) =>
                mask | (BigInt((1 << bits) - 1) << BigInt(16 * (HASH_BANDS - 1 - band))),
              0n,
            ),
        )
          .toString(16)
          .padStart(16, '0');

      const setHash = async (name: string, hash: string) =>
        await t.db
          .updateTable('photos')
          .set(photoHashColumns(hash))
          .where('name', '=', name)
          .execute();

      const publishWithHash = async (user: SignedInUser, hash: string, place = {}) => {
        const name = (await upload(user, await makeSceneJpeg(7))).json().data.name;
        await setHash(name, hash);
        const res = await create(user, { photoUrls: [name], ...place });
        expect(res.statusCode).toBe(200);
        return res.json().data;
      };

      const melbourne = {
        coordinates: MELBOURNE,
        fullAddress: 'Swanston Street, Melbourne VIC 3000, Australia',
      };

      it('finds a photo 7 bits away however they fall, not one 20 bits away', async () => {
        // Bob's published photo holds a hash no test image makes.
        const bob = await createSignedInUser(t);
        const bobs = await publishWithHash(bob, HASH);

        // 2 + 2 + 2 + 1 bits: only the last band is within one bit, the worst case of 7.
        const sevenAway = flipped([2, 2, 2, 1]);
        expect(hammingDistance(HASH, sevenAway)).toBe(7);
        const alice = await createSignedInUser(t);
        const held = await publishWithHash(alice, sevenAway, melbourne);
        expect(held.moderation).toMatchObject({ status: 'held', holdReasons: ['reused-photo'] });
        const matches = await findPhotoMatches(t.db, held.id);
        expect(matches).toHaveLength(1);
        expect(matches[0]).toMatchObject({ distance: 7, comment: { id: bobs.id } });

        const twentyAway = flipped([5, 5, 5, 5]);
        expect(hammingDistance(HASH, twentyAway)).toBe(20);
        const carol = await createSignedInUser(t);
        const published = await publishWithHash(carol, twentyAway, melbourne);
        expect(published.moderation).toBeUndefined();
        expect(await findPhotoMatches(t.db, published.id)).toEqual([]);
      });
    });

    it('an edit that adds a reused photo holds the comment, and logs the hold once', async () => {
      const bob = await createSignedInUser(t);
      const alice = await createSignedInUser(t);
      const photo = await makeSceneJpeg(4);
      const bobs = await create(bob, {
        photoUrls: [(await upload(bob, photo)).json().data.name],
      });
      expect(bobs.statusCode).toBe(200);
      const alices = await create(alice, {
        coordinates: MELBOURNE,
        fullAddress: 'Swanston Street, Melbourne VIC 3000, Australia',
      });
      expect(alices.json().data.moderation).toBeUndefined();
      const { id } = alices.json().data;

      // Her own new photo: still published.
      const own = (await upload(alice, await makeSceneJpeg(5))).json().data.name;
      const kept = await edit(alice, id, { photoUrls: [own] });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data.moderation).toBeUndefined();

      const reused = (await upload(alice, photo)).json().data.name;
      const held = await edit(alice, id, { photoUrls: [own, reused] });
      expect(held.statusCode).toBe(200);
      expect(held.json().data.moderation).toMatchObject({
        status: 'held',
        holdReasons: ['reused-photo'],
      });
      // A later edit of the held comment keeps it held, with no second 'hold' line.
      expect((await edit(alice, id, { comment: 'Photos of the living room' })).statusCode).toBe(
        200,
      );
      expect((await statusOf(id)).status).toBe('held');
      const holds = await t.db
        .selectFrom('moderation_log')
        .select('action')
        .where('comment_id', '=', id)
        .execute();
      expect(holds).toEqual([{ action: 'hold' }]);
    });
  });
});
