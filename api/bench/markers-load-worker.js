// One side of markers.bench.js's "no request stalls the others" figure, in its own thread so
// the clients never share the server's event loop:
//   role 'loop':   `connections` clients (autocannon) request `url` back to back;
//   role 'reader': one client reads list pages one after the other, following nextCursor.
// Each warms up for a second, posts { ready }, waits for any message, runs `seconds` and
// posts its result.
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require('autocannon');

const { role, base, url, seconds, connections } = workerData;

/** The browser's own header: the answers are compressed as they would be for the map. */
const HEADERS = { 'accept-encoding': 'br, gzip, deflate' };

async function readPages(until) {
  const latencies = [];
  let failures = 0;
  let cursor = null;
  while (performance.now() < until) {
    const start = performance.now();
    const response = await fetch(base + url + (cursor ? `&cursor=${cursor}` : ''), {
      headers: HEADERS,
    });
    const text = await response.text();
    latencies.push(performance.now() - start);
    if (response.status !== 200) failures += 1;
    cursor = response.status === 200 ? JSON.parse(text).data.nextCursor : null;
  }
  return { latencies, failures };
}

function loop(duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + url, connections, duration, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function main() {
  if (role === 'reader') await readPages(performance.now() + 1000);
  else await loop(1);
  parentPort.postMessage({ ready: true });
  await new Promise((resolve) => parentPort.once('message', resolve));
  if (role === 'reader') return readPages(performance.now() + seconds * 1000);
  const result = await loop(seconds);
  return {
    requests: result.totalCompletedRequests,
    seconds: result.duration,
    failures: result.non2xx + result.errors,
  };
}

main().then(
  (result) => parentPort.postMessage(result),
  (error) => parentPort.postMessage({ error: String(error.stack ?? error) }),
);
