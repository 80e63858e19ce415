import { makeJpeg, makeSceneJpeg } from './fixtures/images';
import {
  bandProbes,
  hammingDistance,
  hashBands,
  isFoundByBandProbes,
  perceptualHash,
  photoHashColumns,
  REUSED_PHOTO_MAX_DISTANCE,
} from '../src/modules/photos/perceptual-hash';

// The bench's labelled set, smaller: the same generator, fewer layouts.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const labelled = require('../bench/perceptual-hash-set') as {
  generateSet(options: { layouts: number }): Promise<Array<{ layout: number }>>;
  hashSet(scenes: unknown[], hash: (image: Buffer) => Promise<string | null>): Promise<unknown[]>;
  pairDistances(
    scenes: unknown[],
    hashes: unknown[],
    distance: (a: string, b: string) => number,
  ): {
    same: Array<{ kind: string; distance: number }>;
    different: Array<{ similar: boolean; distance: number }>;
  };
};

describe('perceptual hash', () => {
  let pairs: ReturnType<typeof labelled.pairDistances>;

  beforeAll(async () => {
    const scenes = await labelled.generateSet({ layouts: 6 });
    const hashes = await labelled.hashSet(scenes, perceptualHash);
    pairs = labelled.pairDistances(scenes, hashes, hammingDistance);
  }, 60_000);

  it.each(['jpeg q60', 'jpeg q90', 'resized 50%', 'resized 150%', 'brightened 10%'])(
    'matches a copy %s of the same photo at the chosen threshold',
    (kind) => {
      const copies = pairs.same.filter((pair) => pair.kind === kind);
      expect(copies).toHaveLength(12);
      for (const copy of copies)
        expect(copy.distance).toBeLessThanOrEqual(REUSED_PHOTO_MAX_DISTANCE);
    },
  );

  it('does not match different scenes, similar ones included', () => {
    expect(pairs.different).toHaveLength((12 * 11) / 2);
    expect(pairs.different.filter((pair) => pair.similar)).toHaveLength(6);
    for (const pair of pairs.different) {
      expect(pair.distance).toBeGreaterThan(REUSED_PHOTO_MAX_DISTANCE);
    }
  });

  it('gives a flat picture no hash: every flat picture would match every other', async () => {
    expect(await perceptualHash(await makeJpeg(200, 150))).toBeNull();
    expect(await perceptualHash(await makeSceneJpeg(1))).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is 16 hex digits, and the distance counts differing bits', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f1', '0000000000000001')).toBe(4);
    expect(hammingDistance('8000000000000000', '8000000000000000')).toBe(0);
  });

  describe('bands', () => {
    it('cuts the hash into four 16-bit integers, most significant first', () => {
      expect(hashBands('0123456789abcdef')).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
      expect(photoHashColumns('ffff00000000ffff')).toEqual({
        perceptual_hash: 'ffff00000000ffff',
        hash_band0: 0xffff,
        hash_band1: 0,
        hash_band2: 0,
        hash_band3: 0xffff,
      });
      expect(photoHashColumns(null)).toEqual({
        perceptual_hash: null,
        hash_band0: null,
        hash_band1: null,
        hash_band2: null,
        hash_band3: null,
      });
    });

    it('probes a band with its value and the 16 values one bit away', () => {
      const probes = bandProbes(0x0f0f);
      expect(probes).toHaveLength(17);
      expect(new Set(probes).size).toBe(17);
      for (const probe of probes) {
        expect(hammingDistance(probe.toString(16), '0f0f')).toBeLessThanOrEqual(1);
      }
    });

    it('finds every hash up to 7 bits away, and not always 8', () => {
      // Random hashes and random flips of k bits (a fixed-seed generator, the same every run).
      let seed = 42;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const randomHash = () =>
        Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('');
      const flip = (hash: string, bits: number) => {
        const chosen = new Set<number>();
        while (chosen.size < bits) chosen.add(Math.floor(random() * 64));
        let value = BigInt(`0x${hash}`);
        for (const bit of chosen) value ^= 1n << BigInt(bit);
        return value.toString(16).padStart(16, '0');
      };
      for (let bits = 0; bits <= 7; bits += 1) {
        for (let i = 0; i < 500; i += 1) {
          const hash = randomHash();
          const near = flip(hash, bits);
          expect(hammingDistance(hash, near)).toBe(bits);
          expect(isFoundByBandProbes(hash, near)).toBe(true);
        }
      }
      // Two bits in every band: 8 apart and no band within one bit.
      expect(isFoundByBandProbes('0000000000000000', '0003000300030003')).toBe(false);
    });
  });
});
