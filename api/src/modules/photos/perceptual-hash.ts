import sharp from 'sharp';
import type { NewPhotoRow } from '../../db/types';

/**
 * A 64-bit perceptual hash (pHash) of a photo, as 16 hex digits: two photos of the same picture
 * (re-encoded, resized, slightly cropped or brightened) have hashes a few bits apart, different
 * pictures about half of the 64 bits apart. Reused-photo detection compares them.
 *
 * pHash rather than dHash: it reads the picture's coarse structure (the lowest frequencies of
 * a DCT of a 32×32 grey copy) instead of neighbouring pixels, which is what survives a crop;
 * on the bench's set, copies other than crops stay within 4 bits with pHash and 9 with dHash,
 * while different scenes come as close as 20 bits with pHash and 12 with dHash.
 */
export const PERCEPTUAL_HASH_BITS = 64;

/**
 * Two photos at most this many bits apart are the same picture. Measured with
 * bench/perceptual-hash.bench.js (40 generated scenes in 20 similar pairs, 7 copies each):
 * re-encodes (JPEG q60/q90), resizes (50%, 150%) and a 10% brightening are at most 4 bits
 * from their original, crops of 5% are 4-24 and of 10% 10-32, two different scenes at least 20.
 * At 10: 79.6% of all copies matched (every re-encode, resize and brightening, 1 in 2 of the
 * 5% crops), 0% of the 780 pairs of different scenes; 16 would match 89.6%, with no room left
 * before the closest different scenes.
 */
export const REUSED_PHOTO_MAX_DISTANCE = 10;

const SIZE = 32;
const LOW = 8;

/** The DCT-II basis, computed once: COSINES[u][x] = cos((2x + 1)uπ / 2N). */
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/**
 * Below this standard deviation of grey levels a picture is flat (a blank wall, a colour
 * card): its hash is noise, and every flat picture would match every other, so it has none.
 */
const MIN_CONTRAST = 2;

export async function perceptualHash(image: Buffer): Promise<string | null> {
  const pixels = await sharp(image)
    .greyscale()
    // Every aspect ratio to the same square: a resized copy lands on the same grid.
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return contrastOf(pixels) < MIN_CONTRAST ? null : hashOfPixels(pixels);
}

/** The hash of 32×32 grey pixels (row by row, one byte each). */
export function hashOfPixels(pixels: Uint8Array): string {
  // The separable 2-D DCT, kept to the 8×8 lowest frequencies: rows first, then columns.
  const rows = Array.from({ length: SIZE }, (_, y) =>
    COSINES.map((basis) => {
      let sum = 0;
      for (let x = 0; x < SIZE; x += 1) sum += pixels[y * SIZE + x]! * basis[x]!;
      return sum;
    }),
  );
  const coefficients: number[] = [];
  for (const basis of COSINES) {
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIZE; y += 1) sum += rows[y]![u]! * basis[y]!;
      coefficients.push(sum);
    }
  }
  // Each bit: is this frequency above the median? The DC term (overall brightness) is left
  // out of the median, so a brightened copy keeps its bits.
  const median = medianOf(coefficients.slice(1));
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return hash.toString(16).padStart(PERCEPTUAL_HASH_BITS / 4, '0');
}

function contrastOf(pixels: Uint8Array): number {
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  const variance = pixels.reduce((sum, value) => sum + (value - mean) ** 2, 0) / pixels.length;
  return Math.sqrt(variance);
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How many of the 64 bits differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let differing = BigInt.asUintN(PERCEPTUAL_HASH_BITS, BigInt(`0x${a}`) ^ BigInt(`0x${b}`));
  let count = 0;
  while (differing) {
    differing &= differing - 1n;
    count += 1;
  }
  return count;
}

/**
 * Multi-index hashing, so a lookup never reads every hash: the hash is stored as four 16-bit
 * bands (photos.hash_band0..3, each indexed) and a lookup probes each band for its own value
 * and every value one bit away. Two hashes at most 7 bits apart differ in at most 1 bit in some
 * band (four bands of 2 or more would be 8), so they are always found; further apart, when
 * their differing bits leave one band nearly whole. Measured by bench/perceptual-hash.bench.js:
 * of random hashes with 8, 9 and 10 random bits flipped, 95%, 86% and 74% are found; of the
 * labelled set's pairs within 10 bits (mostly copies within 4), 755 of 764 (every one within
 * 7). The exact distance is compared after. Wider probes (two bits: 137 values a band) would
 * find everything within 11 bits but read eight times the candidates.
 */
export const HASH_BANDS = 4;
const BAND_BITS = PERCEPTUAL_HASH_BITS / HASH_BANDS;
const BAND_DIGITS = BAND_BITS / 4;

/** The hash's bands, most significant first, each an integer below 2^16. */
export function hashBands(hash: string): number[] {
  return Array.from({ length: HASH_BANDS }, (_, band) =>
    Number.parseInt(hash.slice(band * BAND_DIGITS, (band + 1) * BAND_DIGITS), 16),
  );
}

/** The values a band is probed with: its own and the BAND_BITS one bit away. */
export function bandProbes(value: number): number[] {
  return [value, ...Array.from({ length: BAND_BITS }, (_, bit) => value ^ (1 << bit))];
}

/** Whether the band probes of `a` find `b`: some band at most one bit apart. */
export function isFoundByBandProbes(a: string, b: string): boolean {
  const bandsOfB = hashBands(b);
  return hashBands(a).some((value, band) => bitCount(value ^ bandsOfB[band]!) <= 1);
}

/** What a photo row stores of its hash: the hash and its bands, all null when it has none. */
export function photoHashColumns(
  hash: string | null,
): Pick<
  NewPhotoRow,
  'perceptual_hash' | 'hash_band0' | 'hash_band1' | 'hash_band2' | 'hash_band3'
> {
  const [band0 = null, band1 = null, band2 = null, band3 = null] = hash ? hashBands(hash) : [];
  return {
    perceptual_hash: hash,
    hash_band0: band0,
    hash_band1: band1,
    hash_band2: band2,
    hash_band3: band3,
  };
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) count += 1;
  return count;
}
