// A small labelled set for the perceptual hash, generated with sharp, no internet:
// synthetic "scenes" (a gradient, shapes, noise, text-like blocks) in pairs that share a
// layout but differ a little (colours, positions) — different photos of similar scenes — and
// copies of each scene as a reused photo arrives (re-encoded, resized, cropped, brightened).
// Used by bench/perceptual-hash.bench.js (the figures) and test/perceptual-hash.test.ts.
const sharp = require('sharp');
const { random } = require('./common');

const WIDTH = 640;
const HEIGHT = 480;

function colour(next) {
  const channel = () => Math.floor(next() * 256);
  return `rgb(${channel()},${channel()},${channel()})`;
}

/** One layout: where its shapes and blocks go, drawn twice with different draws of colour. */
function layout(seed) {
  const next = random(seed);
  const shapes = Array.from({ length: 3 + Math.floor(next() * 4) }, () => ({
    kind: next() < 0.5 ? 'rect' : 'circle',
    x: next() * WIDTH,
    y: next() * HEIGHT,
    size: 40 + next() * 160,
  }));
  const textBlock = {
    x: next() * WIDTH * 0.5,
    y: next() * HEIGHT * 0.6,
    lines: 2 + Math.floor(next() * 4),
  };
  const gradientAngle = Math.floor(next() * 4);
  return { shapes, textBlock, gradientAngle };
}

/** The scene as SVG: `variant` 0 or 1 changes the colours and nudges the shapes. */
function sceneSvg(plan, seed, variant) {
  const next = random(seed * 7919 + variant * 104729 + 1);
  const nudge = variant === 0 ? 0 : 30;
  const [x2, y2] = [
    ['100%', '0%'],
    ['0%', '100%'],
    ['100%', '100%'],
    ['50%', '100%'],
  ][plan.gradientAngle];
  const shapes = plan.shapes
    .map((shape, index) => {
      const dx = nudge * (index % 2 ? 1 : -1);
      const fill = colour(next);
      return shape.kind === 'rect'
        ? `<rect x="${shape.x + dx}" y="${shape.y}" width="${shape.size}" height="${shape.size * 0.7}" fill="${fill}"/>`
        : `<circle cx="${shape.x + dx}" cy="${shape.y + dx}" r="${shape.size / 2}" fill="${fill}"/>`;
    })
    .join('');
  const words = [];
  for (let line = 0; line < plan.textBlock.lines; line += 1) {
    let x = plan.textBlock.x;
    const lineRandom = random(seed * 31 + line);
    while (x < plan.textBlock.x + 260) {
      const width = 12 + lineRandom() * 40;
      words.push(
        `<rect x="${x}" y="${plan.textBlock.y + line * 22}" width="${width}" height="12" fill="${variant ? '#222' : '#eee'}"/>`,
      );
      x += width + 8;
    }
  }
  const noise = Array.from({ length: 400 }, () => {
    const size = 2 + next() * 4;
    return `<rect x="${next() * WIDTH}" y="${next() * HEIGHT}" width="${size}" height="${size}" fill="${colour(next)}" opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0%" y1="0%" x2="${x2}" y2="${y2}">
      <stop offset="0%" stop-color="${colour(next)}"/><stop offset="100%" stop-color="${colour(next)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}${words.join('')}${noise}</svg>`;
}

/** How a reused photo may arrive: each turns the original JPEG into another file. */
const COPIES = {
  'jpeg q60': (image) => sharp(image).jpeg({ quality: 60 }).toBuffer(),
  'jpeg q90': (image) => sharp(image).jpeg({ quality: 90 }).toBuffer(),
  'resized 50%': (image) =>
    sharp(image)
      .resize(WIDTH / 2)
      .jpeg({ quality: 85 })
      .toBuffer(),
  'resized 150%': (image) =>
    sharp(image)
      .resize(WIDTH * 1.5)
      .jpeg({ quality: 85 })
      .toBuffer(),
  'cropped 5%': (image) => crop(image, 0.05),
  'cropped 10%': (image) => crop(image, 0.1),
  'brightened 10%': (image) =>
    sharp(image).modulate({ brightness: 1.1 }).jpeg({ quality: 85 }).toBuffer(),
};

/** Cuts `share` of each dimension, from the left and top edges: the framing a re-post gets. */
function crop(image, share) {
  const left = Math.round(WIDTH * share);
  const top = Math.round(HEIGHT * share);
  return sharp(image)
    .extract({ left, top, width: WIDTH - left, height: HEIGHT - top })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * `layouts` × 2 scenes (each layout in two variants), each with its copies.
 * Returns [{ scene, layout, original, copies: [{ kind, image }] }].
 */
async function generateSet({ layouts = 20 } = {}) {
  const scenes = [];
  for (let index = 0; index < layouts; index += 1) {
    const seed = 1000 + index;
    const plan = layout(seed);
    for (const variant of [0, 1]) {
      const original = await sharp(Buffer.from(sceneSvg(plan, seed, variant)))
        .jpeg({ quality: 92 })
        .toBuffer();
      const copies = [];
      for (const [kind, make] of Object.entries(COPIES)) {
        copies.push({ kind, image: await make(original) });
      }
      scenes.push({ scene: `${index}${variant ? 'b' : 'a'}`, layout: index, original, copies });
    }
  }
  return scenes;
}

/**
 * The labelled pairs' distances: every copy against its original (should match), and every
 * two different scenes (should not; `similar` when they share a layout).
 */
function pairDistances(scenes, hashes, distance) {
  const same = [];
  const different = [];
  scenes.forEach((scene, index) => {
    for (const copy of hashes[index].copies) {
      same.push({ kind: copy.kind, distance: distance(hashes[index].original, copy.hash) });
    }
    for (let other = index + 1; other < scenes.length; other += 1) {
      different.push({
        similar: scenes[other].layout === scene.layout,
        distance: distance(hashes[index].original, hashes[other].original),
      });
    }
  });
  return { same, different };
}

async function hashSet(scenes, hash) {
  const hashes = [];
  for (const scene of scenes) {
    hashes.push({
      original: await hash(scene.original),
      copies: await Promise.all(
        scene.copies.map(async (copy) => ({ kind: copy.kind, hash: await hash(copy.image) })),
      ),
    });
  }
  return hashes;
}

/** True and false positive rates at each threshold (a match is distance <= threshold). */
function rates({ same, different }, maxThreshold = 16) {
  return Array.from({ length: maxThreshold + 1 }, (_, threshold) => ({
    threshold,
    truePositiveRate: same.filter((pair) => pair.distance <= threshold).length / same.length,
    falsePositiveRate:
      different.filter((pair) => pair.distance <= threshold).length / different.length,
    similarFalsePositiveRate:
      different.filter((pair) => pair.similar && pair.distance <= threshold).length /
      different.filter((pair) => pair.similar).length,
  }));
}

module.exports = { generateSet, hashSet, pairDistances, rates, COPIES };
