import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { e2eDataDir } from './environment';

/**
 * Saved pins written straight into the running e2e API's SQLite file (DATA_DIR/rentmap.sqlite),
 * thousands at once, as another API instance on the same database would. The database's own
 * triggers count them in the cluster grid (marker_cells) inside the same transaction, so the
 * map's next view shows them; deleting them takes them out of the clusters again.
 */

/** better-sqlite3, the API's own driver (e2e does not depend on it). */
const requireFromApi = createRequire(join(__dirname, '..', '..', 'api', 'package.json'));

interface Statement {
  run(...params: unknown[]): { changes: number };
}
interface SqliteFile {
  pragma(source: string): unknown;
  prepare(source: string): Statement;
  transaction<A extends unknown[]>(run: (...args: A) => void): (...args: A) => void;
  close(): void;
}
type SqliteConstructor = new (file: string, options?: { fileMustExist?: boolean }) => SqliteFile;

/** One pin; every other column gets a plain value. */
export interface SeedPin {
  lat: number;
  lon: number;
  comment: string;
  locationType?: 'Apartment' | 'House' | 'Villa' | 'Commercial' | 'Land';
  unitNumber?: string;
  fullAddress?: string;
  region?: string;
  city?: string;
  postcode?: string;
  /** When it was added; by default 1 January 2001 plus one second per pin (see SEED_EPOCH). */
  createdAt?: Date;
  /** Stored photo file names (the files need not exist for the filters). */
  photoUrls?: string[];
}

export interface SeededPins {
  ids: string[];
  /** Deletes exactly the rows this call inserted (the cluster triggers drop them). */
  cleanup(): void;
}

/**
 * Pins are dated from 1 January 2001 (one second apart, in the order given), long before
 * anything a spec saves through the API: the newest-first list shows them last.
 */
const SEED_EPOCH = Date.UTC(2001, 0, 1);

function openDatabase(): SqliteFile {
  const Sqlite = requireFromApi('better-sqlite3') as SqliteConstructor;
  const db = new Sqlite(join(e2eDataDir(), 'rentmap.sqlite'), { fileMustExist: true });
  // The API holds the same file open: write-ahead log, and wait for its writes.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  return db;
}

/** Inserts the pins as saved comments (no author) in one transaction. */
export function seedPins(pins: readonly SeedPin[]): SeededPins {
  const ids = pins.map(() => randomUUID());
  const db = openDatabase();
  try {
    const insert = db.prepare(
      `insert into marker_comments (id, user_id, lat, lon, comment, full_address, unit_number,
         region, city, country, postcode, location_type, map_source, photo_urls, created_at,
         updated_at)
       values (?, null, ?, ?, ?, ?, ?, ?, ?, 'Australia', ?, ?, 'OPENSTREET', ?, ?, ?)`,
    );
    db.transaction(() => {
      pins.forEach((pin, index) => {
        const created = (pin.createdAt ?? new Date(SEED_EPOCH + index * 1000)).toISOString();
        insert.run(
          ids[index],
          pin.lat,
          pin.lon,
          pin.comment,
          pin.fullAddress ?? '',
          pin.unitNumber ?? '',
          pin.region ?? '',
          pin.city ?? '',
          pin.postcode ?? '',
          pin.locationType ?? 'Apartment',
          JSON.stringify(pin.photoUrls ?? []),
          created,
          created,
        );
      });
    })();
  } finally {
    db.close();
  }
  return {
    ids,
    cleanup() {
      const db = openDatabase();
      try {
        const remove = db.prepare('delete from marker_comments where id = ?');
        let deleted = 0;
        db.transaction(() => ids.forEach((id) => (deleted += remove.run(id).changes)))();
        if (deleted !== ids.length) {
          throw new Error(`deleted ${deleted} of the ${ids.length} seeded pins`);
        }
      } finally {
        db.close();
      }
    },
  };
}
