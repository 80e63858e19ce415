import { sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

const BANDS = ['hash_band0', 'hash_band1', 'hash_band2', 'hash_band3'] as const;

/**
 * Reused-photo detection: each photo's 64-bit perceptual hash as 16 hex digits,
 * null for photos uploaded before, and the same hash cut into four 16-bit integers. No index
 * searches by Hamming distance, but one on each band does by multi-index hashing: a lookup
 * probes each band for its value and every value one bit away, so the hashes within a few bits
 * come from the indexes instead of a read of every photo. Each index holds the hash too, so
 * the candidates' hashes are compared without reading their rows; they are partial: only
 * hashed photos are ever looked up.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('perceptual_hash', 'text').execute();
  for (const band of BANDS) {
    await db.schema.alterTable('photos').addColumn(band, 'integer').execute();
    await db.schema
      .createIndex(`photos_${band}_idx`)
      .on('photos')
      .columns([band, 'perceptual_hash'])
      .where(sql.ref('perceptual_hash'), 'is not', null)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const band of BANDS) {
    await db.schema.dropIndex(`photos_${band}_idx`).execute();
    await db.schema.alterTable('photos').dropColumn(band).execute();
  }
  await db.schema.alterTable('photos').dropColumn('perceptual_hash').execute();
}
