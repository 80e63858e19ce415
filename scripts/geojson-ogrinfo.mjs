#!/usr/bin/env node
// The open data read by a client nobody here wrote: GDAL's ogrinfo (Debian's
// gdal-bin) reads our GeoJSON export and must find every comment, as Points, with the fields.
//
//   node scripts/geojson-ogrinfo.mjs        (after the build: it runs api/dist/server.js)
//
// It starts the embedded default (SQLite) on a fresh temporary DATA_DIR and a free port, signs
// up two people through the real API (the emailed code from the outbox verifies them), one
// showing their name and one private, publishes comments in several cities (one with a photo),
// fetches GET /api/open-data/comments to a file, runs `ogrinfo -ro -al -so` on it and checks
// the feature count, the geometry type, the extent (longitude first) and the fields. It prints
// ogrinfo's output and exits non-zero on any mismatch, or when ogrinfo is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sparePort } from '../e2e/bench/processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'api/dist/server.js');

/** The places published: [lat, lon, type, city, region, postcode]. */
const PLACES = [
  [-33.8915, 151.2767, 'Apartment', 'Sydney', 'Bondi Beach', '2026'],
  [-37.8136, 144.9631, 'House', 'Melbourne', 'Melbourne', '3000'],
  [-27.4698, 153.0251, 'Villa', 'Brisbane', 'Brisbane City', '4000'],
  [-31.9523, 115.8613, 'Apartment', 'Perth', 'Perth', '6000'],
  [-42.8821, 147.3272, 'House', 'Hobart', 'Hobart', '7000'],
  [-12.4634, 130.8456, 'Commercial', 'Darwin', 'Darwin City', '0800'],
];

/** Every property the export gives a comment, and what GDAL should make of it. */
const EXPECTED_FIELDS = {
  comment: 'String',
  locationType: 'String',
  unitNumber: 'String',
  fullAddress: 'String',
  region: 'String',
  city: 'String',
  country: 'String',
  postcode: 'String',
  createdAt: 'DateTime',
  updatedAt: 'DateTime',
  likeCount: 'Integer',
  author: 'String',
  // A list of URLs; GDAL reads it as a list of strings, or as JSON text when some comments
  // have none ([]), which GDAL 3.6 cannot type.
  photoUrls: ['StringList', 'String(JSON)'],
  placeUrl: 'String',
};

class Mismatch extends Error {}

function fail(message) {
  throw new Mismatch(message);
}

function ogrinfoVersion() {
  const run = spawnSync('ogrinfo', ['--version'], { encoding: 'utf8' });
  return run.error || run.status !== 0 ? null : run.stdout.trim();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API in its own process, on the embedded default (SQLite) in `dataDir`. */
async function startApi(dataDir, port) {
  let stderr = '';
  // The embedded default whatever this shell points at: no PostgreSQL, Redis or public URL.
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_BASE_URL', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GEOCODER: 'offline',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-10_000);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) fail(`The API ended at start (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  fail(`The API did not answer /api/health within 30 s: ${stderr}`);
}

async function call(base, method, url, { body, token, form } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  if (!response.ok) fail(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The 6-digit code of the newest outbox message to `email` (the embedded default's mail). */
async function codeFor(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const unfolded = raw.replace(/=\r?\n/g, '');
      if (!new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(unfolded)) continue;
      const code = /\b(\d{6})\b/.exec(unfolded.slice(unfolded.search(/\r?\n\r?\n/)))?.[1];
      if (code) return code;
    }
    await sleep(100);
  }
  fail(`No verification code for ${email} in ${outbox}`);
}

/** Someone signs up, verifies their email with the emailed code, signs in; their profile is set. */
async function signUp(base, dataDir, { email, firstName, lastName, profileVisibility }) {
  const password = 'a long enough passphrase 42';
  await call(base, 'POST', '/api/auth/register', {
    body: { email, password, firstName, lastName },
  });
  const code = await codeFor(dataDir, email);
  await call(base, 'POST', '/api/auth/verify-email', { body: { email, code } });
  const login = await call(base, 'POST', '/api/auth/login', {
    body: { identifier: email, password },
  });
  const token = login.data.accessToken;
  await call(base, 'PUT', '/api/users/me/settings', { token, body: { profileVisibility } });
  return token;
}

/** A small real JPEG (sharp is the API's own image library). */
async function jpeg() {
  const sharp = createRequire(path.join(ROOT, 'api/package.json'))('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
}

async function publish(base, token, [lat, lon, locationType, city, region, postcode], i, photos) {
  await call(base, 'POST', '/api/marker', {
    token,
    body: {
      coordinates: { lat, lon },
      fullAddress: `${10 + i} Example Street, ${region} ${postcode}, Australia`,
      region,
      city,
      country: 'Australia',
      postcode,
      unitNumber: String(i + 1),
      locationType,
      comment: `Comment ${i + 1} about ${city}: draughty in winter, sunny in summer.`,
      photoUrls: photos,
      mapSource: 'OPENSTREET',
    },
  });
}

/** ogrinfo's summary: feature count, geometry, extent and the fields with their types. */
function readSummary(output) {
  const count = /^Feature Count: (\d+)$/m.exec(output)?.[1];
  const geometry = /^Geometry: (.+)$/m.exec(output)?.[1];
  const extent = /^Extent: \(([-\d.]+), ([-\d.]+)\) - \(([-\d.]+), ([-\d.]+)\)$/m.exec(output);
  const fields = Object.fromEntries(
    [...output.matchAll(/^(\w+): ([\w()]+) \(/gm)].map((match) => [match[1], match[2]]),
  );
  return {
    count: count === undefined ? null : Number(count),
    geometry: geometry ?? null,
    extent: extent ? extent.slice(1).map(Number) : null,
    fields,
  };
}

async function main() {
  const version = ogrinfoVersion();
  if (!version) {
    console.error(
      'ogrinfo is missing: install GDAL (Debian: apt-get install gdal-bin) and run this again.',
    );
    return 1;
  }
  if (!existsSync(SERVER)) {
    console.error(`${path.relative(ROOT, SERVER)} is missing: build first (pnpm run build).`);
    return 1;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentmap-ogrinfo-'));
  let api;
  try {
    api = await startApi(dataDir, await sparePort());
    const { base } = api;
    const named = await signUp(base, dataDir, {
      email: `ogr-named-${Date.now()}@example.com`,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileVisibility: 'public',
    });
    const hidden = await signUp(base, dataDir, {
      email: `ogr-private-${Date.now()}@example.com`,
      firstName: 'Private',
      lastName: 'Person',
      profileVisibility: 'private',
    });
    const form = new FormData();
    form.append('file', new Blob([await jpeg()], { type: 'image/jpeg' }), 'photo.jpg');
    const photo = await call(base, 'POST', '/api/file-storage/upload', { token: named, form });
    for (const [i, place] of PLACES.entries()) {
      await publish(base, i % 2 === 0 ? named : hidden, place, i, i === 0 ? [photo.data.name] : []);
    }

    const response = await fetch(`${base}/api/open-data/comments?size=100`);
    if (!response.ok) fail(`GET /api/open-data/comments: ${response.status}`);
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('application/geo+json')) fail(`Content-Type ${contentType}`);
    const body = await response.text();
    const file = path.join(dataDir, 'comments.geojson');
    await writeFile(file, body);

    const run = spawnSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' });
    console.log(`$ ogrinfo -ro -al -so comments.geojson   (${version})`);
    console.log(run.stdout.trimEnd());
    if (run.stderr.trim()) console.log(run.stderr.trimEnd());
    if (run.error || run.status !== 0) fail(`ogrinfo failed (${run.status ?? run.error})`);

    const summary = readSummary(run.stdout);
    const problems = [];
    if (summary.count !== PLACES.length)
      problems.push(`Feature Count: ${summary.count}, expected ${PLACES.length}`);
    if (summary.geometry !== 'Point')
      problems.push(`Geometry: ${summary.geometry}, expected Point`);
    // Longitude first: the extent's x runs over Australia's longitudes, y over its latitudes.
    const lons = PLACES.map((place) => place[1]);
    const lats = PLACES.map((place) => place[0]);
    const expectedExtent = [
      Math.min(...lons),
      Math.min(...lats),
      Math.max(...lons),
      Math.max(...lats),
    ];
    if (
      !summary.extent ||
      summary.extent.some((value, i) => Math.abs(value - expectedExtent[i]) > 1e-6)
    ) {
      problems.push(`Extent ${summary.extent}, expected ${expectedExtent} (longitude first)`);
    }
    for (const [name, type] of Object.entries(EXPECTED_FIELDS)) {
      if (![type].flat().includes(summary.fields[name]))
        problems.push(`field ${name}: ${summary.fields[name] ?? 'missing'}, expected ${type}`);
    }
    if (problems.length > 0)
      fail(`ogrinfo does not read what we sent:\n- ${problems.join('\n- ')}`);
    console.log(
      `ok: ogrinfo reads ${summary.count} Point features with the ${Object.keys(EXPECTED_FIELDS).length} fields`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof Mismatch)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    if (api && api.child.exitCode === null) {
      const ended = new Promise((resolve) => api.child.once('exit', resolve));
      api.child.kill('SIGTERM');
      await ended;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
