// Perceptual-hash benchmark: how well the photo hash tells a reused photo from a
// different one. Generates a labelled set (bench/perceptual-hash-set.js: 40 synthetic scenes
// in 20 pairs of similar scenes, 7 copies of each), then prints for each threshold 0..16 the
// true positive rate (copies matched to their original) and the false positive rate
// (different scenes matched; "similar" = the same layout in other colours and positions).
//
// Then the lookup before publishing (multi-index hashing, perceptual-hash.ts): the share of
// the matches within the threshold that the band probes find, on the labelled copies and on
// random flips of 0..10 bits, and the time of the real lookup (findReusedPhotos) against a
// table of PHASH_BENCH_PHOTOS random hashes (default 1,000,000, the product's size: 3 photos per
// published comment, 10,000 accounts; it seeds in about 3 minutes a database on a 2-core
// machine) next to the read of every published hash it replaced, on the databases in
// PHASH_BENCH_DATABASES (default sqlite,postgres; PostgreSQL at BENCH_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, skipped with a note when unreachable).
//
// Runs on the built API (dist); `pnpm --filter api bench` builds it.
const { randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sql } = require('kysely');
const { generateSet, hashSet, pairDistances, rates } = require('./perceptual-hash-set');
const { pinPosition, random } = require('./seed-markers');
const { withPostgresDatabase } = require('./common');

const dist = path.join(__dirname, '..', 'dist');
const {
  perceptualHash,
  hammingDistance,
  isFoundByBandProbes,
  photoHashColumns,
  REUSED_PHOTO_MAX_DISTANCE,
} = require(path.join(dist, 'modules/photos/perceptual-hash'));
const { findReusedPhotos } = require(path.join(dist, 'modules/moderation/photo-matches'));
const { createDatabase } = require(path.join(dist, 'db/kysely'));
const { loadConfig } = require(path.join(dist, 'config'));
const { migrateToLatest } = require(path.join(dist, 'db/migrate'));

const PHOTOS = Number(process.env.PHASH_BENCH_PHOTOS ?? 1_000_000);
const DATABASES = (process.env.PHASH_BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const PHOTOS_PER_COMMENT = 3;
const ACCOUNTS = 10_000;
/** Lookups timed: half random hashes (no match), half copies of a stored one, 0..10 bits off. */
const LOOKUPS = 400;
/** Runs of the full read it replaced (each reads every published hash). */
const FULL_READS = 3;

const percent = (rate) => `${(rate * 100).toFixed(1)}%`.padStart(7);

async function main() {
  const started = Date.now();
  const scenes = await generateSet();
  const generated = Date.now();
  const hashes = await hashSet(scenes, perceptualHash);
  const images = scenes.length * (1 + scenes[0].copies.length);
  const hashMs = (Date.now() - generated) / images;
  const pairs = pairDistances(scenes, hashes, hammingDistance);

  console.log(
    `perceptual hash: ${scenes.length} scenes, ${pairs.same.length} copy pairs, ` +
      `${pairs.different.length} different pairs (${pairs.different.filter((p) => p.similar).length} similar); ` +
      `generated in ${generated - started} ms, ${hashMs.toFixed(1)} ms per hash`,
  );
  console.log('threshold  true positives  false positives  (similar scenes)');
  for (const row of rates(pairs)) {
    console.log(
      `${String(row.threshold).padStart(9)}  ${percent(row.truePositiveRate)}         ` +
        `${percent(row.falsePositiveRate)}          ${percent(row.similarFalsePositiveRate)}`,
    );
  }
  const byKind = {};
  for (const pair of pairs.same) (byKind[pair.kind] ??= []).push(pair.distance);
  console.log('copies, largest distance by kind:');
  for (const [kind, distances] of Object.entries(byKind)) {
    console.log(`  ${kind.padEnd(15)} max ${Math.max(...distances)}`);
  }
  const closestDifferent = Math.min(...pairs.different.map((pair) => pair.distance));
  console.log(`different scenes, smallest distance: ${closestDifferent}`);
  console.log(`chosen threshold: ${REUSED_PHOTO_MAX_DISTANCE}`);

  bandRecall(scenes, hashes);
  if (DATABASES.includes('sqlite')) await benchLookup('sqlite', (run) => withSqlite(run));
  if (DATABASES.includes('postgres')) await benchLookup('postgres', (run) => withPostgres(run));
}

// ---------------------------------------------------------------------------------------
// Recall of the band probes: of the pairs within the threshold, how many they find

function bandRecall(scenes, hashes) {
  const byDistance = new Map();
  const count = (a, b) => {
    const distance = hammingDistance(a, b);
    if (distance > REUSED_PHOTO_MAX_DISTANCE) return;
    const entry = byDistance.get(distance) ?? { pairs: 0, found: 0 };
    entry.pairs += 1;
    if (isFoundByBandProbes(a, b)) entry.found += 1;
    byDistance.set(distance, entry);
  };
  // Every labelled pair within the threshold: copies with their original and with each other,
  // and different scenes (none are that close).
  const all = hashes.flatMap((scene) => [scene.original, ...scene.copies.map((c) => c.hash)]);
  for (let i = 0; i < all.length; i += 1) {
    for (let j = i + 1; j < all.length; j += 1) if (all[i] && all[j]) count(all[i], all[j]);
  }
  const labelled = [...byDistance.values()].reduce(
    (sum, entry) => ({ pairs: sum.pairs + entry.pairs, found: sum.found + entry.found }),
    { pairs: 0, found: 0 },
  );
  console.log(
    `\nband lookup recall, labelled set (${scenes.length} scenes and their copies, ` +
      `every pair within ${REUSED_PHOTO_MAX_DISTANCE} bits): ${labelled.found} of ` +
      `${labelled.pairs} found (${percent(labelled.found / labelled.pairs).trim()}); by distance: ` +
      [...byDistance.entries()]
        .sort(([a], [b]) => a - b)
        .map(([distance, entry]) => `${distance}: ${entry.found}/${entry.pairs}`)
        .join(', '),
  );

  // Random hashes with d random bits flipped: the labelled copies are mostly within 4 bits,
  // this shows the probes' reach at every distance up to the threshold.
  const next = random(7);
  const randomHash = () => hashOf(next);
  const trials = 20_000;
  const line = [];
  for (let distance = 0; distance <= REUSED_PHOTO_MAX_DISTANCE; distance += 1) {
    let found = 0;
    for (let i = 0; i < trials; i += 1) {
      const hash = randomHash();
      if (isFoundByBandProbes(hash, flip(hash, distance, next))) found += 1;
    }
    line.push(`${distance}: ${percent(found / trials).trim()}`);
  }
  console.log(
    `band lookup recall, random hashes with d bits flipped (${trials} each): ${line.join(', ')}`,
  );
}

/** A uniformly random 64-bit hash, 16 hex digits. */
function hashOf(next) {
  const word = () =>
    Math.floor(next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return word() + word();
}

/** `hash` with `bits` distinct random bits flipped. */
function flip(hash, bits, next) {
  const chosen = new Set();
  while (chosen.size < bits) chosen.add(Math.floor(next() * 64));
  let value = BigInt(`0x${hash}`);
  for (const bit of chosen) value ^= 1n << BigInt(bit);
  return value.toString(16).padStart(16, '0');
}

// ---------------------------------------------------------------------------------------
// The lookup before publishing against a large table

async function seedPhotos(db, dialect) {
  const next = random(42);
  const started = performance.now();
  const now = new Date().toISOString();
  const accounts = Array.from({ length: ACCOUNTS }, () => randomUUID());
  for (let offset = 0; offset < ACCOUNTS; offset += 1000) {
    await db
      .insertInto('users')
      .values(
        accounts.slice(offset, offset + 1000).map((id) => ({
          id,
          email: `${id}@bench.example`,
          email_verified: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const stored = [];
  const comments = Math.ceil(PHOTOS / PHOTOS_PER_COMMENT);
  // 600 comments (16 columns) and their 1800 photos (15) a batch: under SQLite's 32766 bound
  // parameters per statement.
  const batch = 600;
  let reported = 0;
  for (let offset = 0; offset < comments; offset += batch) {
    const commentRows = [];
    const photoRows = [];
    for (let i = offset; i < Math.min(comments, offset + batch); i += 1) {
      const id = randomUUID();
      const userId = accounts[i % ACCOUNTS];
      const { lat, lon } = pinPosition(next);
      const names = [];
      for (let p = 0; p < PHOTOS_PER_COMMENT && i * PHOTOS_PER_COMMENT + p < PHOTOS; p += 1) {
        const name = `${randomUUID().replaceAll('-', '')}.jpg`;
        const hash = hashOf(next);
        names.push(name);
        if ((i * PHOTOS_PER_COMMENT + p) % 997 === 0) stored.push({ name, hash });
        photoRows.push({
          id: randomUUID(),
          name,
          thumbnail_name: name.replace('.jpg', '-thumb.jpg'),
          user_id: userId,
          marker_comment_id: id,
          content_type: 'image/jpeg',
          bytes: 100_000,
          width: 1600,
          height: 1200,
          ...photoHashColumns(hash),
          created_at: now,
        });
      }
      commentRows.push({
        id,
        user_id: userId,
        lat,
        lon,
        comment: `Bench comment ${i}`,
        full_address: `${1 + (i % 400)} Bench Street, Somewhere NSW 2000, Australia`,
        unit_number: '',
        region: 'Region',
        city: 'City',
        country: 'Australia',
        postcode: '2000',
        location_type: 'Apartment',
        map_source: 'OPENSTREET',
        photo_urls: JSON.stringify(names),
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('marker_comments').values(commentRows).execute();
    await db.insertInto('photos').values(photoRows).execute();
    const done = Math.min(comments, offset + batch) / comments;
    if (done >= reported + 0.1) {
      reported = Math.floor(done * 10) / 10;
      process.stdout.write(`[${dialect}] seeding ${Math.round(reported * 100)}%\r`);
      if (done === 1) process.stdout.write('\n');
    }
  }
  const seedMs = performance.now() - started;
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return { stored, seedMs };
}

/** The read before multi-index hashing: every published hash by others, compared here. */
async function fullRead(db, authorId, hash) {
  const rows = await db
    .selectFrom('photos')
    .innerJoin('marker_comments', 'marker_comments.id', 'photos.marker_comment_id')
    .select(['photos.name', 'photos.perceptual_hash', 'marker_comments.lat', 'marker_comments.lon'])
    .where('photos.perceptual_hash', 'is not', null)
    .where('marker_comments.status', '=', 'published')
    .where('marker_comments.user_id', '<>', authorId)
    .execute();
  return {
    rows: rows.length,
    matches: rows.filter(
      (row) => hammingDistance(hash, row.perceptual_hash) <= REUSED_PHOTO_MAX_DISTANCE,
    ).length,
  };
}

/** The SQL the lookup runs, captured on its way to the database, for its plan. */
function capturing(db) {
  const captured = [];
  const executor = db.getExecutor();
  const plugged = db.withPlugin({
    transformQuery(args) {
      captured.push(executor.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: plugged, captured };
}

async function benchLookup(dialect, withDatabase) {
  await withDatabase(async (db) => {
    await migrateToLatest(db);
    console.log(`\n[${dialect}] seeding ${PHOTOS.toLocaleString('en')} photos with random hashes…`);
    const { stored, seedMs } = await seedPhotos(db, dialect);
    console.log(
      `[${dialect}] seeded ${PHOTOS.toLocaleString('en')} photos on ` +
        `${Math.ceil(PHOTOS / PHOTOS_PER_COMMENT).toLocaleString('en')} published comments ` +
        `in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const next = random(99);
    const authorId = randomUUID(); // an account with no photos: everyone's are candidates
    const somewhere = { lat: -20, lon: 120 }; // far from every seeded pin's city
    const lookup = async (db, hash) =>
      findReusedPhotos(db, {
        authorId,
        place: somewhere,
        photos: [{ name: 'new.jpg', perceptual_hash: hash }],
      });

    // The plans of one lookup: the band probes (a union of four index reads), then the
    // published photos of the hashes near enough, if any (a copy of a stored one is).
    const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { db: plugged, captured } = capturing(db);
    await lookup(plugged, flip(stored[0].hash, 3, next));
    for (const query of [
      captured.find((compiled) => / union /.test(compiled.sql)),
      captured.find((compiled) => /join/.test(compiled.sql)),
    ]) {
      const plan = await sql.raw(`${explain} ${inline(query, dialect)}`).execute(db);
      console.log(`[${dialect}] plan of: ${query.sql.slice(0, 60)}…`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN'] ?? row.detail}`);
    }

    const samples = [];
    let copies = 0;
    let copiesFound = 0;
    let copiesWithin7 = 0;
    let copiesWithin7Found = 0;
    for (let i = 0; i < LOOKUPS; i += 1) {
      let hash;
      let original;
      let bits = -1;
      if (i % 2) {
        original = stored[Math.floor(next() * stored.length)];
        bits = Math.floor(next() * (REUSED_PHOTO_MAX_DISTANCE + 1));
        hash = flip(original.hash, bits, next);
      } else {
        hash = hashOf(next);
      }
      const start = performance.now();
      const found = await lookup(db, hash);
      samples.push(performance.now() - start);
      if (bits >= 0) {
        const hit = found.some((match) => match.matchedPhotoName === original.name);
        copies += 1;
        copiesFound += hit ? 1 : 0;
        if (bits <= 7) {
          copiesWithin7 += 1;
          copiesWithin7Found += hit ? 1 : 0;
        }
      }
    }
    // How many rows the band probes bring back to compare, on average.
    let candidates = 0;
    for (let i = 0; i < 20; i += 1) {
      const { db: counted, captured: queries } = capturing(db);
      await lookup(counted, hashOf(next));
      const compiled = queries.find((q) => / union /.test(q.sql));
      candidates += (await db.executeQuery(compiled)).rows.length;
    }
    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    console.log(
      `[${dialect}] banded lookup (findReusedPhotos, one photo), ${LOOKUPS} runs: ` +
        `p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${samples.at(-1).toFixed(2)} ms; ` +
        `${(candidates / 20).toFixed(0)} candidate hashes a lookup on average; ` +
        `copies 0..${REUSED_PHOTO_MAX_DISTANCE} bits off a stored photo found ${copiesFound}/${copies} ` +
        `(within 7 bits ${copiesWithin7Found}/${copiesWithin7})`,
    );

    const fullSamples = [];
    let full;
    for (let i = 0; i < FULL_READS; i += 1) {
      const start = performance.now();
      full = await fullRead(db, authorId, hashOf(next));
      fullSamples.push(performance.now() - start);
    }
    fullSamples.sort((a, b) => a - b);
    console.log(
      `[${dialect}] the full read it replaced, ${FULL_READS} runs: median ` +
        `${fullSamples[Math.floor(FULL_READS / 2)].toFixed(0)} ms (${full.rows.toLocaleString('en')} rows read and compared)`,
    );
  });
}

/** The compiled query with its parameters written in, for EXPLAIN (numbers and short texts). */
function inline(compiled, dialect) {
  const literal = (value) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  if (dialect === 'postgres') {
    return compiled.sql.replace(/\$(\d+)/g, (_, n) => literal(compiled.parameters[Number(n) - 1]));
  }
  let index = 0;
  return compiled.sql.replace(/\?/g, () => literal(compiled.parameters[index++]));
}

async function withSqlite(run) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentmap-phash-bench-'));
  const db = createDatabase(
    { kind: 'sqlite', file: path.join(dataDir, 'rentmap.sqlite') },
    { onConnectionError: () => {} },
  );
  try {
    await run(db);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function withPostgres(run) {
  return withPostgresDatabase('rentmap_phash_bench', async (url) => {
    // Loading a million photos takes statements far longer than a request may.
    const { database } = loadConfig({
      DATABASE_URL: url,
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_QUERY_TIMEOUT_MS: '0',
    });
    const db = createDatabase(database, { onConnectionError: () => {} });
    try {
      await run(db);
    } finally {
      await db.destroy();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
