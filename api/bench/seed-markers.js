// Saved pins for benchmarks: a realistic spread over Australia (most around the capitals,
// weighted by population, the rest anywhere), written through normal multi-row inserts so
// the database's own triggers keep the cluster grid (marker_cells), as they do in use.
//
//   const { seedMarkers } = require('./seed-markers');
//   await seedMarkers(app.db, { count: 100_000 });        // any migrated Kysely database
//
//   const { seedSqliteFile } = require('./seed-markers');
//   await seedSqliteFile('/tmp/x/rentmap.sqlite', { count: 1_000_000 }); // migrates first
//
// seedSqliteFile needs the built API (dist); seedMarkers needs only a Kysely instance.
const { randomUUID } = require('node:crypto');
const path = require('node:path');
const { random } = require('./common');

/** Where people look for rentals: most pins cluster around the capitals. */
const CITIES = [
  { name: 'Sydney', lat: -33.8688, lon: 151.2093, weight: 30 },
  { name: 'Melbourne', lat: -37.8136, lon: 144.9631, weight: 25 },
  { name: 'Brisbane', lat: -27.4698, lon: 153.0251, weight: 12 },
  { name: 'Perth', lat: -31.9523, lon: 115.8613, weight: 9 },
  { name: 'Adelaide', lat: -34.9285, lon: 138.6007, weight: 6 },
  { name: 'Canberra', lat: -35.2809, lon: 149.13, weight: 3 },
  { name: 'Hobart', lat: -42.8821, lon: 147.3272, weight: 2 },
  { name: 'Darwin', lat: -12.4634, lon: 130.8456, weight: 1 },
];
const AUSTRALIA = { minLat: -43.6, maxLat: -10.7, minLon: 113.3, maxLon: 153.6 };
/** Property types by how often renters write about them. */
const TYPE_WEIGHTS = [
  ['Apartment', 45],
  ['House', 30],
  ['Villa', 10],
  ['Commercial', 10],
  ['Land', 5],
];
/** About 40 % of the comments come with photos. */
const PHOTO_SHARE = 0.4;
/** Comments are spread evenly over the two years before the seeding. */
const SPAN_MS = 2 * 365 * 86_400_000;
/** The words comments are made of; RARE_WORD is in about 1 % of them (the text filter's bench). */
const WORDS = [
  'quiet',
  'noisy',
  'sunny',
  'dark',
  'close to shops',
  'near the station',
  'friendly agent',
  'slow repairs',
  'good heating',
  'cold in winter',
  'parking',
  'big garden',
  'thin walls',
  'new kitchen',
  'old bathroom',
  'great view',
  'busy road',
  'leafy street',
  'bus stop',
];
const RARE_WORD = 'skylight';
const STREETS = [
  'George Street',
  'King Street',
  'High Street',
  'Park Road',
  'Beach Road',
  'Church Street',
];

/** 16 columns a row: 2000 rows stay under SQLite's 32766 bound parameters (PostgreSQL: 65535). */
const DEFAULT_BATCH_SIZE = 2000;

/** A standard normal deviate (Box-Muller). */
function gaussian(next) {
  return Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
}

/** A capital, picked by weight. */
function pickCity(next) {
  const total = CITIES.reduce((sum, city) => sum + city.weight, 0);
  let roll = next() * total;
  for (const city of CITIES) {
    roll -= city.weight;
    if (roll <= 0) return city;
  }
  return CITIES[0];
}

/** One pin's position: 85 % around a capital (σ ≈ 17 km × 18 km), 15 % anywhere in Australia. */
function pinPosition(next) {
  if (next() < 0.85) {
    const city = pickCity(next);
    return { lat: city.lat + gaussian(next) * 0.15, lon: city.lon + gaussian(next) * 0.2 };
  }
  return {
    lat: AUSTRALIA.minLat + next() * (AUSTRALIA.maxLat - AUSTRALIA.minLat),
    lon: AUSTRALIA.minLon + next() * (AUSTRALIA.maxLon - AUSTRALIA.minLon),
  };
}

function pickType(next) {
  let roll = next() * TYPE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return type;
  }
  return TYPE_WEIGHTS[0][0];
}

/** A comment of two or three phrases, RARE_WORD in about 1 in 100. */
function commentText(next) {
  const phrases = Array.from(
    { length: 2 + Math.floor(next() * 2) },
    () => WORDS[Math.floor(next() * WORDS.length)],
  );
  if (next() < 0.01) phrases.push(`${RARE_WORD} in the bedroom`);
  const text = phrases.join(', ');
  return text[0].toUpperCase() + text.slice(1);
}

/**
 * Inserts `count` saved pins into marker_comments, `batchSize` rows per statement (each
 * statement its own transaction, as the app writes), with the variety the filters look at:
 * the five types (weighted), about 40 % with photos, created at random over the two years
 * before `until`, comments of a few phrases (RARE_WORD in 1 %). Returns the count and the
 * time taken.
 *
 * @param {import('kysely').Kysely<any>} db a migrated database (SQLite or PostgreSQL)
 * @param {{ count: number, seed?: number, batchSize?: number, until?: number,
 *   onProgress?: (inserted: number, count: number) => void }} options
 */
async function seedMarkers(db, options) {
  const {
    count,
    seed = 42,
    batchSize = DEFAULT_BATCH_SIZE,
    until = Date.now(),
    onProgress,
  } = options;
  const next = random(seed);
  const started = performance.now();
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
      const { lat, lon } = pinPosition(next);
      const created = new Date(until - next() * SPAN_MS).toISOString();
      rows.push({
        id: randomUUID(),
        user_id: null,
        lat,
        lon,
        comment: commentText(next),
        full_address: `${1 + (i % 400)} ${STREETS[i % STREETS.length]}, Somewhere NSW 2000, Australia`,
        unit_number: String(i % 300),
        region: 'Region',
        city: 'City',
        country: 'Australia',
        postcode: '2000',
        location_type: pickType(next),
        map_source: 'OPENSTREET',
        photo_urls: next() < PHOTO_SHARE ? JSON.stringify([`seed-${i}.webp`]) : '[]',
        created_at: created,
        updated_at: created,
      });
    }
    await db.insertInto('marker_comments').values(rows).execute();
    onProgress?.(offset + rows.length, count);
  }
  return { count, ms: performance.now() - started };
}

/**
 * Creates (or opens) the SQLite database file the API would use, brings it to the latest
 * schema and seeds it. Point the API at it with DATA_DIR=<its folder> (the file must be
 * named rentmap.sqlite there).
 */
async function seedSqliteFile(file, options) {
  const dist = path.join(__dirname, '..', 'dist');
  const { createDatabase } = require(path.join(dist, 'db', 'kysely'));
  const { migrateToLatest } = require(path.join(dist, 'db', 'migrate'));
  const db = createDatabase({ kind: 'sqlite', file }, { onConnectionError: () => {} });
  try {
    await migrateToLatest(db);
    return await seedMarkers(db, options);
  } finally {
    await db.destroy();
  }
}

module.exports = {
  AUSTRALIA,
  CITIES,
  gaussian,
  pickCity,
  pinPosition,
  RARE_WORD,
  random,
  seedMarkers,
  seedSqliteFile,
};
