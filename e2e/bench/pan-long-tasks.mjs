// Panning benchmark: does the map stay smooth over BENCH_MARKERS saved pins (default
// 1000000)? Seeds a fresh SQLite database with api/bench/seed-markers.js (the cluster grid is
// kept by the database's triggers, as in use), starts the built API on it (embedded default:
// API, host and remotes on one port) with a local tile stand-in, then in headless Chromium
// at 1280x800 over Sydney at city zoom (11) drags the map five times by ~300 px, letting each
// view settle and load its clusters. Prints the longest main-thread task during the pans,
// the tasks over 50 ms, the most marker elements the page held, the cluster request times the
// browser saw (Resource Timing) and the seed time.
//
// Targets: no long task over 50 ms during the pans; at most 300 markers on the page. A miss
// sets exit code 1. Needs the built app (`pnpm build`) and Debian's Chromium (/usr/bin/chromium
// or CHROME_PATH); a browser is never downloaded.
//
//   node bench/pan-long-tasks.mjs                       # from e2e/, or `pnpm bench`
//   BENCH_MARKERS=100000 node bench/pan-long-tasks.mjs
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROME,
  log,
  removeDirs,
  repoRoot,
  requireBuiltApp,
  runBench,
  startBuiltApp,
  tempDir,
} from './processes.mjs';

const require = createRequire(import.meta.url);

const MARKERS = Number(process.env.BENCH_MARKERS ?? 1_000_000);
const PANS = 5;
const PAN_PX = 300;
const VIEWPORT = { width: 1280, height: 800 };
const START_ZOOM = 13; // the map's default view: Sydney
const CITY_ZOOM = 11;
const TARGETS = { longTaskMs: 50, markers: 300 };
const CLUSTERS_PATH = '/api/marker/clusters';

// Runs in the page before any of its scripts: every long task, and the most marker elements
// the document ever held (a live collection, read on each DOM change: no query per frame).
const INIT_SCRIPT = `
  window.__bench = { longTasks: [], longFrames: [], maxMarkers: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longFrames.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const markers = document.getElementsByClassName('leaflet-marker-icon');
  new MutationObserver(() => {
    if (markers.length > window.__bench.maxMarkers) window.__bench.maxMarkers = markers.length;
  }).observe(document, { childList: true, subtree: true });
`;

/* global window */
const isClusters = (zoom) => (response) => {
  const url = new URL(response.url());
  return (
    url.pathname === CLUSTERS_PATH &&
    (zoom === undefined || url.searchParams.get('zoom') === String(zoom))
  );
};

/** The map's zoom as its tiles say: z of /{z}/{x}/{y}.png on the top tile level. */
function tileZoom(page) {
  return page.evaluate(() => {
    /* global document */
    const levels = [...document.querySelectorAll('.leaflet-tile-container')];
    const top = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
    const tile = top?.querySelector('img.leaflet-tile');
    const match = tile && /\/(\d+)\/\d+\/\d+\.png$/.exec(tile.src);
    return match ? Number(match[1]) : null;
  });
}

/** Lets the page finish what the last view started: two frames and a quiet moment. */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        /* global requestAnimationFrame */
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)));
      }),
  );
}

/**
 * A point near the map's centre where a drag grabs the map itself: no marker (its click would
 * zoom in), popup or control under it.
 */
function emptyMapPointNearCentre(page) {
  return page.evaluate(() => {
    const map = document.querySelector('.leaflet-container').getBoundingClientRect();
    const centre = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
    for (let ring = 0; ring < 20; ring++) {
      for (let step = 0; step < Math.max(1, ring * 8); step++) {
        const angle = (2 * Math.PI * step) / Math.max(1, ring * 8);
        const x = centre.x + ring * 12 * Math.cos(angle);
        const y = centre.y + ring * 12 * Math.sin(angle);
        const hit = document.elementFromPoint(x, y);
        const onMap = hit?.closest('.leaflet-container');
        if (onMap && !hit.closest('.leaflet-marker-icon, .leaflet-popup, .leaflet-control')) {
          return { x, y };
        }
      }
    }
    throw new Error('no empty spot near the centre of the map');
  });
}

async function main() {
  if (!CHROME) throw new Error('Chromium not found: apt-get install -y chromium, or CHROME_PATH');
  requireBuiltApp();
  const { seedSqliteFile } = require(join(repoRoot, 'api', 'bench', 'seed-markers.js'));

  const dataDir = tempDir('rentmap-pan-bench-');
  const profileDir = tempDir('rentmap-pan-bench-chromium-');
  let app;
  let browser;
  try {
    log(`Seeding ${MARKERS.toLocaleString('en-AU')} pins into ${dataDir} …`);
    let reported = 0;
    const seed = await seedSqliteFile(join(dataDir, 'rentmap.sqlite'), {
      count: MARKERS,
      onProgress: (inserted, count) => {
        if (inserted - reported >= count / 10 || inserted === count) {
          reported = inserted;
          log(`  ${inserted.toLocaleString('en-AU')} / ${count.toLocaleString('en-AU')}`);
        }
      },
    });

    app = await startBuiltApp(dataDir);
    const { base } = app;

    browser = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox', '--disable-background-networking'],
      viewport: VIEWPORT,
    });
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.addInitScript(INIT_SCRIPT);

    // The default view (Sydney, zoom 13), then out twice to city zoom with the map's control.
    const firstView = page.waitForResponse(isClusters(START_ZOOM), { timeout: 120_000 });
    await page.goto(base);
    await page.locator('.leaflet-control-zoom').waitFor({ timeout: 120_000 });
    await firstView;
    for (let zoom = START_ZOOM - 1; zoom >= CITY_ZOOM; zoom--) {
      const answered = page.waitForResponse(isClusters(zoom));
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await answered;
    }
    await settle(page);
    const zoomNow = await tileZoom(page);
    if (zoomNow !== CITY_ZOOM) throw new Error(`the map is at zoom ${zoomNow}, not ${CITY_ZOOM}`);

    // The observer must see a long task when there is one: an 80 ms timer task, before the
    // pans (script run by the test driver itself is not a task of the page's event loop).
    const checkFrom = await page.evaluate(() => performance.now());
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          setTimeout(() => {
            const until = performance.now() + 80;
            while (performance.now() < until) {
              // busy
            }
            resolve();
          }, 0);
        }),
    );
    await settle(page);
    const seen = await page.evaluate(
      (from) => window.__bench.longTasks.some((t) => t.start >= from && t.duration >= 75),
      checkFrom,
    );
    if (!seen) throw new Error('the long task observer did not report an 80 ms task');

    // Five drags of ~300 px (left, up, right, down, left), each waiting for its view.
    const moves = [
      [-PAN_PX, 0],
      [0, -PAN_PX],
      [PAN_PX, 0],
      [0, PAN_PX],
      [-PAN_PX, 0],
    ].slice(0, PANS);
    const pansFrom = await page.evaluate(() => performance.now());
    for (const [dx, dy] of moves) {
      const answered = page.waitForResponse(isClusters(CITY_ZOOM), { timeout: 60_000 });
      const from = await emptyMapPointNearCentre(page);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + dx, from.y + dy, { steps: 20 });
      await page.mouse.up();
      await answered;
      await settle(page);
    }
    const pansTo = await page.evaluate(() => performance.now());

    const figures = await page.evaluate(
      ({ from, to, path }) => {
        const inPans = (entry) => entry.start >= from && entry.start <= to;
        const tasks = window.__bench.longTasks.filter(inPans);
        const frames = window.__bench.longFrames.filter(inPans);
        const beforePans = window.__bench.longTasks.filter((entry) => entry.start < from);
        const requests = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === path)
          .map((entry) => ({
            zoom: new URL(entry.name).searchParams.get('zoom'),
            during: entry.startTime >= from && entry.startTime <= to,
            ms: entry.duration,
            serverMs: entry.responseStart - entry.requestStart,
            bytes: entry.transferSize,
            bodyBytes: entry.decodedBodySize,
          }));
        return { tasks, frames, beforePans, requests, maxMarkers: window.__bench.maxMarkers };
      },
      { from: pansFrom, to: pansTo, path: CLUSTERS_PATH },
    );

    const longest = Math.max(0, ...figures.tasks.map((task) => task.duration));
    const over = figures.tasks.filter((task) => task.duration > TARGETS.longTaskMs);
    const longOk = over.length === 0;
    const markersOk = figures.maxMarkers <= TARGETS.markers;

    log('');
    log(
      `Pan benchmark: ${MARKERS.toLocaleString('en-AU')} saved pins, Chromium ${browser.browser()?.version() ?? ''} headless, ${VIEWPORT.width}x${VIEWPORT.height}, Sydney at zoom ${CITY_ZOOM}, ${moves.length} pans of ${PAN_PX} px`,
    );
    log(
      `  seed time:                     ${(seed.ms / 1000).toFixed(1)} s (${Math.round(MARKERS / (seed.ms / 1000)).toLocaleString('en-AU')} pins/s)`,
    );
    log(
      `  longest task during the pans:  ${longest.toFixed(0)} ms  (target <= ${TARGETS.longTaskMs} ms)  ${longOk ? 'ok' : 'MISSED'}`,
    );
    log(
      `  tasks over ${TARGETS.longTaskMs} ms:             ${over.length}${over.length ? ` (${over.map((t) => `${t.duration.toFixed(0)} ms`).join(', ')})` : ''}`,
    );
    log(
      `  long animation frames (> 50 ms, rendering included) during the pans: ${figures.frames.length}${figures.frames.length ? `, longest ${Math.max(...figures.frames.map((f) => f.duration)).toFixed(0)} ms` : ''}`,
    );
    log(
      `  long tasks before the pans (page load, zooming out, the 80 ms check): ${figures.beforePans.map((t) => `${t.duration.toFixed(0)} ms`).join(', ') || 'none'}`,
    );
    log(
      `  most .leaflet-marker-icon:     ${figures.maxMarkers}  (target <= ${TARGETS.markers})  ${markersOk ? 'ok' : 'MISSED'}`,
    );
    log(
      '  cluster requests (Resource Timing: total ms / to first byte ms / bytes on the wire / body bytes):',
    );
    for (const request of figures.requests) {
      log(
        `    zoom ${request.zoom}${request.during ? ' pan ' : ' load'}  ${request.ms.toFixed(1).padStart(7)} ms  ${request.serverMs.toFixed(1).padStart(7)} ms  ${String(request.bytes).padStart(7)} B  ${String(request.bodyBytes).padStart(7)} B`,
      );
    }
    if (!longOk || !markersOk) process.exitCode = 1;
  } finally {
    await browser?.close();
    await app?.stop();
    removeDirs(profileDir, dataDir);
  }
}

runBench(main);
