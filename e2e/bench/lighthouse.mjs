// Lighthouse over the pages people land on: the map (/), sign-in (/auth), the profile
// (/profile, signed in) and a shared place link (/places/{id}), with Lighthouse's mobile
// preset (its default) and its desktop preset. Starts the built API (embedded default: API,
// host and remotes on one port) on a fresh data directory with a local tile stand-in, makes
// one verified account and one comment through the API as a person would (the sign-up code
// read from the outbox), then runs Lighthouse 12.8 in Debian's Chromium, headless, with a
// fresh profile per run. Prints one row per run: the four category scores, LCP, TBT, CLS and
// the bytes the page loaded, and for Accessibility, Best practices or SEO under 100 the
// audits that cost the points.
//
// Target: Accessibility, Best practices and SEO 100 on every page and preset; a
// miss sets exit code 1. Performance is reported, not checked. Needs the built app
// (`pnpm build`), Debian's Chromium (/usr/bin/chromium or CHROME_PATH) and npx (Lighthouse is
// fetched from the npm registry on first use); a browser is never downloaded.
//
//   node bench/lighthouse.mjs                      # from e2e/, or `pnpm lighthouse`
//   LH_RUNS=1 LH_PAGES=/,/auth node bench/lighthouse.mjs
//   LH_PRESETS=desktop LH_REPORTS=/tmp/lh node bench/lighthouse.mjs   # keeps each JSON report
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROME,
  log,
  removeDirs,
  requireBuiltApp,
  runBench,
  startBuiltApp,
  tempDir,
} from './processes.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LH_RUNS ?? 2);
const ALL_PAGES = ['/', '/auth', '/profile', '/places/{id}'];
const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',').map((page) =>
      page.startsWith('/places') ? '/places/{id}' : page,
    )
  : ALL_PAGES;
const PRESETS = process.env.LH_PRESETS ? process.env.LH_PRESETS.split(',') : ['mobile', 'desktop'];
/** A directory to keep each run's JSON report in (left out: reports are deleted). */
const REPORTS = process.env.LH_REPORTS;
/** The categories that must score 100; Performance is measured only. */
const CHECKED = ['accessibility', 'best-practices', 'seo'];
/** The table's short names for the categories. */
const SHORT = { accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
const PASSWORD = 'lighthouse correct horse';

/** A JSON call to the API; a status other than `expected` throws with the body. */
async function api(base, method, path, { body, token, expected = 200 } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`${method} ${path}: ${response.status} (expected ${expected}) ${text}`);
  }
  return text ? JSON.parse(text) : undefined;
}

function decodeQuotedPrintable(body) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text/plain part of an .eml the embedded mailer wrote (as e2e/support/outbox.ts reads). */
function plainText(raw) {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const partHeaders = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(partHeaders)) continue;
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
    return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  }
  return '';
}

/** The 6-digit code in the verification mail to `email`, waiting for the outbox to have it. */
async function verificationCode(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  const until = Date.now() + 15_000;
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const raw = readFileSync(join(outbox, file), 'utf8');
      if (!raw.includes(email) || !/Verify your RentMap email/i.test(raw)) continue;
      const code = /\b(\d{6})\b/.exec(plainText(raw))?.[1];
      if (code) return code;
    }
    if (Date.now() > until) throw new Error(`no verification mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One verified account and one comment by it, through the API; returns what the runs need. */
async function seed(base, dataDir) {
  const email = `lighthouse-${Date.now()}@example.com`;
  await api(base, 'POST', '/api/auth/register', {
    body: { email, password: PASSWORD, firstName: 'Lena', lastName: 'Hill' },
    expected: 201,
  });
  const code = await verificationCode(dataDir, email);
  await api(base, 'POST', '/api/auth/verify-email', { body: { email, code } });
  const login = () =>
    api(base, 'POST', '/api/auth/login', { body: { identifier: email, password: PASSWORD } }).then(
      (answer) => answer.data,
    );
  const { accessToken } = await login();
  const saved = await api(base, 'POST', '/api/marker', {
    token: accessToken,
    body: {
      coordinates: { lat: -33.8915, lon: 151.2767 },
      fullAddress: '12 Campbell Parade, Bondi Beach NSW 2026, Australia',
      region: 'Bondi Beach',
      city: 'Sydney',
      country: 'Australia',
      unitNumber: '4',
      locationType: 'Apartment',
      comment:
        'Bright two-bedroom unit a street back from the beach. The landlord fixed the hot water within a day; the building is quiet at night.',
      photoUrls: [],
      mapSource: 'OPENSTREET',
      postcode: '2026',
    },
  });
  return { login, placeId: saved.data.id };
}

/**
 * Signs the fresh Chromium profile in before Lighthouse opens it: the page keeps its tokens
 * in local storage ('Keep me logged in'), which Lighthouse leaves alone with
 * --disable-storage-reset. Only the API's health answer is loaded, so the cache stays cold.
 */
async function signInProfile(profileDir, base, tokens) {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/api/health`);
    await page.evaluate(({ accessToken, refreshToken }) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    }, tokens);
  } finally {
    await context.close();
  }
}

/** Runs Lighthouse once as a child process; resolves with its JSON report (the LHR). */
function lighthouse(url, { preset, profileDir, reportPath, keepStorage }) {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    `--chrome-path=${CHROME}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-background-networking --user-data-dir=${profileDir}`,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0 || !existsSync(reportPath)) {
        reject(new Error(`lighthouse ${url} (${preset}) exited ${code}:\n${output}`));
        return;
      }
      resolve(JSON.parse(readFileSync(reportPath, 'utf8')));
    });
  });
}

/**
 * Lighthouse, tried again (at most twice) when it could not record the page load's trace
 * (NO_NAVSTART and the like happen on a busy machine): a failed recording says nothing of
 * the page.
 */
async function lighthouseRetried(url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, options);
    } catch (error) {
      if (attempt >= 3 || !/Runtime error encountered/.test(String(error))) throw error;
      console.error(`Lighthouse could not record ${url} (${options.preset}); trying again.`);
    }
  }
}

/** A category's score out of 100 ('-' when Lighthouse could not score it). */
function score(lhr, id) {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
}

/** The weighted audits of a category that did not pass. */
function failingAudits(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);
}

function row(cells, widths) {
  return cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' ');
}

async function main() {
  if (!CHROME) throw new Error('Chromium not found: apt-get install -y chromium, or CHROME_PATH');
  requireBuiltApp();
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });

  const dataDir = tempDir('rentmap-lighthouse-');
  const work = tempDir('rentmap-lighthouse-runs-');
  let app;
  let missed = 0;
  try {
    app = await startBuiltApp(dataDir);
    const { base } = app;
    const { login, placeId } = await seed(base, dataDir);

    const widths = [14, 8, 5, 5, 5, 5, 7, 7, 6, 9];
    log(
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, ${CHROME} headless, ${RUNS} run(s) per page and preset`,
    );
    log(
      row(
        ['page', 'preset', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'bytes'],
        widths,
      ) + ' failing audits',
    );
    let n = 0;
    for (const page of PAGES) {
      const path = page.replace('{id}', placeId);
      for (const preset of PRESETS) {
        for (let run = 1; run <= RUNS; run++) {
          n += 1;
          const profileDir = mkdtempSync(join(work, 'profile-'));
          const signedIn = page === '/profile';
          if (signedIn) {
            const { accessToken, refreshToken } = await login();
            await signInProfile(profileDir, base, { accessToken, refreshToken });
          }
          const reportPath = REPORTS
            ? join(REPORTS, `${n}-${page.replace(/\W+/g, '_') || 'root'}-${preset}.json`)
            : join(work, `${n}.json`);
          const lhr = await lighthouseRetried(`${base}${path}`, {
            preset,
            profileDir,
            reportPath,
            keepStorage: signedIn,
          });
          removeDirs(profileDir);
          if (lhr.runtimeError) log(`  ${page} ${preset}: ${lhr.runtimeError.message}`);
          const failing = CHECKED.flatMap((id) =>
            failingAudits(lhr, id).map((audit) => `${SHORT[id]}:${audit}`),
          );
          if (CHECKED.some((id) => score(lhr, id) !== '100')) missed += 1;
          const audit = (id) => lhr.audits[id]?.numericValue;
          log(
            row(
              [
                page,
                preset,
                score(lhr, 'performance'),
                score(lhr, 'accessibility'),
                score(lhr, 'best-practices'),
                score(lhr, 'seo'),
                Math.round(audit('largest-contentful-paint') ?? NaN),
                Math.round(audit('total-blocking-time') ?? NaN),
                (audit('cumulative-layout-shift') ?? NaN).toFixed(3),
                Math.round(audit('total-byte-weight') ?? NaN),
              ],
              widths,
            ) + ` ${failing.join(' ') || '-'}`,
          );
        }
      }
    }
    log(
      missed === 0
        ? 'Accessibility, Best practices and SEO: 100 on every run.'
        : `Accessibility, Best practices or SEO under 100 on ${missed} run(s).`,
    );
    if (missed > 0) process.exitCode = 1;
  } finally {
    await app?.stop();
    removeDirs(work, dataDir);
  }
}

runBench(main);
