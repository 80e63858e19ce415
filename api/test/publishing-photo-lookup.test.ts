import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/kysely';
import {
  findHashesByBandProbes,
  findPublishedPhotosWithHashes,
} from '../src/modules/moderation/publishing-checks.repository';
import { photoHashColumns } from '../src/modules/photos/perceptual-hash';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { insertUser } from './factories/user.factory';
import { planOf, queriesOf } from './helpers/query-plans';
import { useTestApp } from './helpers/test-app';

/**
 * The reused-photo lookup before publishing reads each of the hash's bands by its partial
 * index (migration 20261127091000), never every photo: at a million pins that read was the
 * whole photos table on every publish.
 */
/** Multiplying by 2^64 / φ spreads consecutive numbers over all 64 bits. */
const GOLDEN = 0x9e3779b97f4a7c15n;

/** The nth stored photo's hash. */
const stored = (n: number) =>
  BigInt.asUintN(64, BigInt(n) * GOLDEN)
    .toString(16)
    .padStart(16, '0');

describe('the reused-photo lookup', () => {
  const t = useTestApp();

  beforeAll(async () => {
    // Enough hashed photos (20,000) that PostgreSQL's planner prefers the probes to reading a
    // whole band index, as it does at scale.
    const user = await insertUser(t.db, { password: null });
    for (let batch = 0; batch < 10; batch += 1) {
      const comments = Array.from({ length: 1000 }, () => buildMarkerComment({ user_id: user.id }));
      await t.db.insertInto('marker_comments').values(comments).execute();
      await t.db
        .insertInto('photos')
        .values(
          comments.flatMap((comment, c) =>
            [0, 1].map((p) => {
              const name = randomUUID();
              // Distinct 64-bit values spread over every band.
              const hash = stored(batch * 2000 + c * 2 + p + 1);
              return {
                id: randomUUID(),
                name: `${name}.jpg`,
                thumbnail_name: `${name}-thumb.jpg`,
                user_id: user.id,
                marker_comment_id: comment.id,
                content_type: 'image/jpeg',
                bytes: 1000,
                width: 800,
                height: 600,
                ...photoHashColumns(hash),
                created_at: new Date().toISOString(),
              };
            }),
          ),
        )
        .execute();
    }
    if (TEST_DIALECT === 'postgres') await sql`analyze photos, marker_comments`.execute(t.db);
  });

  it('reads each hash band by its partial index, the hashes only, and no photo row', async () => {
    // One bit off the 7th stored hash.
    const near = (BigInt(`0x${stored(7)}`) ^ 1n).toString(16).padStart(16, '0');
    // The plugin sees each part of the union too: the statement sent is the whole union.
    const queries = (
      await queriesOf(t.db, (db) => findHashesByBandProbes(db, [near, 'fedcba9876543210']))
    ).filter((query) => / union /.test(query.sql));
    expect(queries).toHaveLength(1);
    const plan = await planOf(t.db, queries[0]!);
    for (const band of [0, 1, 2, 3]) expect(plan).toContain(`photos_hash_band${band}_idx`);
    expect(plan).not.toMatch(/SCAN photos( |$)/);
    expect(plan).not.toMatch(/Seq Scan/);
    if (TEST_DIALECT === 'sqlite') expect(plan.match(/COVERING INDEX/g)).toHaveLength(4);
    expect(await findHashesByBandProbes(t.db, [near])).toContain(stored(7));
  });

  it('reads the published photos of the near hashes by the first band', async () => {
    const queries = await queriesOf(t.db, (db) =>
      findPublishedPhotosWithHashes(db, 'someone', [stored(7), stored(8)]),
    );
    expect(queries).toHaveLength(1);
    const plan = await planOf(t.db, queries[0]!);
    expect(plan).toContain('photos_hash_band0_idx');
    expect(plan).not.toMatch(/SCAN (photos|marker_comments)( |$)/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('asks nothing for no hashes', async () => {
    for (const find of [
      (db: Db) => findHashesByBandProbes(db, []),
      (db: Db) => findPublishedPhotosWithHashes(db, 'someone', []),
    ]) {
      expect(await queriesOf(t.db, find)).toEqual([]);
    }
  });
});
