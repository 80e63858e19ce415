// What a 1280x800 screen shows at a map zoom, around the capitals: the views the map's
// benchmarks ask the cluster grid and the list for.
const { gaussian, pickCity } = require('./seed-markers');
const { random } = require('./common');

const SCREEN = { width: 1280, height: 800 };

/** The box a 1280x800 screen shows centred on (lat, lon) at a Web Mercator zoom. */
function screenAt(lat, lon, zoom) {
  const world = 256 * 2 ** zoom;
  const halfWidth = (SCREEN.width / 2 / world) * 360;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI)) * world;
  const latAt = (py) =>
    (360 / Math.PI) * Math.atan(Math.exp((0.5 - py / world) * 2 * Math.PI)) - 90;
  return {
    minLon: lon - halfWidth,
    minLat: latAt(y + SCREEN.height / 2),
    maxLon: lon + halfWidth,
    maxLat: latAt(y - SCREEN.height / 2),
  };
}

function bboxParam(box) {
  return [box.minLon, box.minLat, box.maxLon, box.maxLat].map((v) => v.toFixed(5)).join(',');
}

/** `count` screens at `zoom` centred near a capital (by weight), `jitter` degrees around it. */
function screensNearCapitals(count, zoom, jitter, seedValue) {
  const next = random(seedValue);
  return Array.from({ length: count }, () => {
    const city = pickCity(next);
    return screenAt(city.lat + gaussian(next) * jitter, city.lon + gaussian(next) * jitter, zoom);
  });
}

module.exports = { bboxParam, SCREEN, screenAt, screensNearCapitals };
