// Saved pins for benchmarks: a realistic spread over Australia (most around the capitals,
// weighted by population, the rest anywhere), written through normal multi-row inserts so
// the database's own triggers keep the cluster grid (marker_cells), as they do in use.
//
//   const { seedMarkers } = require('./seed-markers');
//   await seedMarkers(app.db, { count: 100_000 });        // any migrated Kysely database
//
//   await seedMarkers(app.db, { count: 1_000_000, perBuilding: 3.3 }); // placed in buildings
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
/** 18 columns a row with building_id and unit_id: 1800 rows stay under the same bound. */
const BUILDINGS_BATCH_SIZE = 1800;
/** Comments about one building stand a few metres apart (±0.00005° ≈ ±5 m). */
const SAME_BUILDING_JITTER = 0.00005;
/** Most comments about an apartment building name their unit, among this many. */
const UNIT_SHARE = 0.9;
const UNITS_PER_BUILDING = 20;

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
 * One seeded comment's columns at (lat, lon), the rest drawn from `next` in this order (the
 * type too, unless given), so a seed gives the same pins as it always has.
 */
function commentRow(next, i, { lat, lon, type, until, unitNumber }) {
  const created = new Date(until - next() * SPAN_MS).toISOString();
  return {
    id: randomUUID(),
    user_id: null,
    lat,
    lon,
    comment: commentText(next),
    full_address: `${1 + (i % 400)} ${STREETS[i % STREETS.length]}, Somewhere NSW 2000, Australia`,
    unit_number: unitNumber ?? String(i % 300),
    region: 'Region',
    city: 'City',
    country: 'Australia',
    postcode: '2000',
    location_type: type ?? pickType(next),
    map_source: 'OPENSTREET',
    photo_urls: next() < PHOTO_SHARE ? JSON.stringify([`seed-${i}.webp`]) : '[]',
    created_at: created,
    updated_at: created,
  };
}

/**
 * How many comments one building gets: 1 + a geometric count, `mean` on average (a long tail:
 * a few buildings have tens of comments, most have one to three).
 */
function commentsInBuilding(next, mean) {
  const more = (mean - 1) / mean;
  let comments = 1;
  while (next() < more) comments += 1;
  return comments;
}

/**
 * One building's rows as the API writes them: the building (the address key is its street
 * address in lower case, as buildingAddressKey folds it), the units its comments name (an
 * apartment building's comments mostly name one, others none) and the comments, placed there.
 */
function buildingRows(next, b, { comments, until, firstIndex }) {
  const { lat, lon } = pinPosition(next);
  const type = pickType(next);
  const streetNumber = String(1 + (b % 400));
  const street = STREETS[Math.floor(b / 400) % STREETS.length];
  const full = `${streetNumber} ${street}, Somewhere NSW 2000, Australia`;
  const building = {
    id: randomUUID(),
    address_key: `${streetNumber} ${street}`.toLowerCase(),
    street_number: streetNumber,
    street,
    suburb: 'City',
    state: 'Region',
    postcode: '2000',
    full_address: full,
    lat,
    lon,
    merged_into: null,
  };
  const units = new Map();
  const rows = [];
  for (let c = 0; c < comments; c++) {
    const unitKey =
      type === 'Apartment' && next() < UNIT_SHARE
        ? String(1 + Math.floor(next() * UNITS_PER_BUILDING))
        : null;
    const row = commentRow(next, firstIndex + c, {
      lat: lat + (next() * 2 - 1) * SAME_BUILDING_JITTER,
      lon: lon + (next() * 2 - 1) * SAME_BUILDING_JITTER,
      type,
      until,
      unitNumber: unitKey ?? '',
    });
    row.full_address = full;
    row.building_id = building.id;
    if (unitKey !== null && !units.has(unitKey)) {
      units.set(unitKey, {
        id: randomUUID(),
        unit_key: unitKey,
        building_id: building.id,
        merged_into: null,
        created_at: row.created_at,
      });
    }
    row.unit_id = unitKey === null ? null : units.get(unitKey).id;
    rows.push(row);
  }
  // A building is made with its first comment, a unit with the first comment naming it.
  const first = rows.reduce((min, row) => (row.created_at < min ? row.created_at : min), '~');
  Object.assign(building, { created_at: first, updated_at: first });
  for (const unit of units.values()) {
    unit.created_at = rows
      .filter((row) => row.unit_id === unit.id)
      .reduce((min, row) => (row.created_at < min ? row.created_at : min), '~');
  }
  return { building, units: [...units.values()], comments: rows };
}

/**
 * Inserts `count` saved pins into marker_comments, `batchSize` rows per statement (each
 * statement its own transaction, as the app writes), with the variety the filters look at:
 * the five types (weighted), about 40 % with photos, created at random over the two years
 * before `until`, comments of a few phrases (RARE_WORD in 1 %). Returns the count and the
 * time taken.
 *
 * With `perBuilding`, the comments are placed in buildings, that many a building on average
 * (see buildingRows); each batch inserts its buildings, then their units, then the comments.
 * The result then counts the buildings and units too.
 *
 * @param {import('kysely').Kysely<any>} db a migrated database (SQLite or PostgreSQL)
 * @param {{ count: number, seed?: number, batchSize?: number, until?: number,
 *   perBuilding?: number, onProgress?: (inserted: number, count: number) => void }} options
 */
async function seedMarkers(db, options) {
  if (options.perBuilding !== undefined) return seedBuildings(db, options);
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
      rows.push(commentRow(next, i, { lat, lon, until }));
    }
    await db.insertInto('marker_comments').values(rows).execute();
    onProgress?.(offset + rows.length, count);
  }
  return { count, ms: performance.now() - started };
}

async function seedBuildings(db, options) {
  const {
    count,
    perBuilding,
    seed = 42,
    batchSize = BUILDINGS_BATCH_SIZE,
    until = Date.now(),
    onProgress,
  } = options;
  const next = random(seed);
  const started = performance.now();
  let batch = { buildings: [], units: [], comments: [] };
  let inserted = 0;
  let buildings = 0;
  let units = 0;
  const flush = async () => {
    if (batch.comments.length === 0) return;
    await db.insertInto('buildings').values(batch.buildings).execute();
    if (batch.units.length > 0) await db.insertInto('units').values(batch.units).execute();
    await db.insertInto('marker_comments').values(batch.comments).execute();
    inserted += batch.comments.length;
    buildings += batch.buildings.length;
    units += batch.units.length;
    batch = { buildings: [], units: [], comments: [] };
    onProgress?.(inserted, count);
  };
  for (let made = 0, b = 0; made < count; b++) {
    const comments = Math.min(count - made, commentsInBuilding(next, perBuilding));
    if (batch.comments.length + comments > batchSize) await flush();
    const rows = buildingRows(next, b, { comments, until, firstIndex: made });
    batch.buildings.push(rows.building);
    batch.units.push(...rows.units);
    batch.comments.push(...rows.comments);
    made += comments;
  }
  await flush();
  return { count, buildings, units, ms: performance.now() - started };
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

/**
 * seedMarkers on the app's database with a progress line (from 200k pins), then the steady
 * state a database this size would be in: PostgreSQL's autovacuum would have vacuumed and
 * analysed the tables, and both databases would have checkpointed the bulk load long ago.
 * Without the checkpoint, its gigabyte of writes reaches the disk during the first figures.
 * Answers seedMarkers' result and `settle`, a words-and-seconds line.
 */
async function seedSettled(db, app, options) {
  const { sql } = require('kysely');
  let reported = 0;
  const seeded = await seedMarkers(app.db, {
    ...options,
    onProgress(done, count) {
      if (count >= 200_000 && done / count >= reported + 0.1) {
        reported = Math.floor((done / count) * 10) / 10;
        process.stdout.write(`[${db}] seeding ${Math.round(reported * 100)}%\r`);
      }
    },
  });
  const start = performance.now();
  if (db === 'postgres') await sql`vacuum analyze`.execute(app.db);
  await sql
    .raw(db === 'postgres' ? 'checkpoint' : 'pragma wal_checkpoint(truncate)')
    .execute(app.db);
  const settle =
    `${db === 'postgres' ? 'vacuum analyze + checkpoint' : 'WAL checkpoint'} ` +
    `${((performance.now() - start) / 1000).toFixed(1)} s`;
  return { ...seeded, settle };
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
  seedSettled,
  seedSqliteFile,
};
