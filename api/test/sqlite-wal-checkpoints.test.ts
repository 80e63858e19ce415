import { sql } from 'kysely';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { itOnSqliteFiles } from './helpers/sqlite-files';
import { useTestApp } from './helpers/test-app';

// SQLite's log is checkpointed by a thread of ours; PostgreSQL checkpoints on its own.
describe('write-ahead log checkpoints', () => {
  const t = useTestApp();

  itOnSqliteFiles(
    t,
    'are off on the SQLite app connection, which commits without syncing',
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(t.db)).rows[0] as object)[0];
      expect(await pragma('wal_autocheckpoint')).toBe(0);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
      expect(await pragma('journal_mode')).toBe('wal');
    },
  );

  itOnSqliteFiles(
    t,
    'run on their own thread and copy the log into the database file',
    async () => {
      const before = t.app.walCheckpoints!.checkpoints;
      for (let i = 0; i < 5; i += 1) {
        const rows = Array.from({ length: 200 }, () => buildMarkerComment());
        await t.db.insertInto('marker_comments').values(rows).execute();
      }
      const deadline = Date.now() + 5_000;
      while (t.app.walCheckpoints!.checkpoints === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(t.app.walCheckpoints!.checkpoints).toBeGreaterThan(before);
      // What was copied is the data the app wrote.
      const { rows } = await sql<{ n: number }>`select count(*) as n from marker_comments`.execute(
        t.db,
      );
      expect(rows[0]!.n).toBe(1000);
    },
  );
});
