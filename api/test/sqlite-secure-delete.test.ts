import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { DELETE_ACCOUNT_CONFIRMATION } from 'shared/contract';
import { bearer, createSignedInUser } from './helpers/auth';
import { insertWatchedArea } from './helpers/alerts';
import { itOnSqliteFiles } from './helpers/sqlite-files';
import { useTestApp } from './helpers/test-app';

/**
 * A deleted account leaves nothing readable in the SQLite files: not in the database's free
 * pages or unused parts of pages, not in the write-ahead log's old frames.
 */
describe('deleting an account, on disk', () => {
  const t = useTestApp();

  // PostgreSQL's files are the server's; its dead rows are vacuumed by the server.
  itOnSqliteFiles(
    t,
    'leaves none of its strings in the database file or the write-ahead log',
    async () => {
      const marker = `forget${Date.now()}`;
      const email = `${marker}-mail@example.com`;
      const areaName = `${marker} watched area`;
      const endpoint = `https://localhost/push/${marker}-endpoint`;
      const user = await createSignedInUser(t, { email, first_name: `${marker}first` });
      await insertWatchedArea(t.db, user.user.id, { name: areaName });
      await t.db
        .insertInto('push_subscriptions')
        .values({
          id: `${marker}-sub`,
          user_id: user.user.id,
          endpoint,
          p256dh: 'BPnJ'.padEnd(87, 'A'),
          auth: 'AAAAAAAAAAAAAAAAAAAAAA',
          created_at: new Date().toISOString(),
        })
        .execute();
      // Others' rows around it, so its pages are shared rather than freed whole.
      for (let i = 0; i < 20; i += 1) await createSignedInUser(t);

      const dir = path.dirname(
        String(t.config.database.kind === 'sqlite' && t.config.database.file),
      );
      expect(await filesHolding(dir, marker)).not.toEqual([]);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: bearer(user.accessToken),
        payload: { confirmation: DELETE_ACCOUNT_CONFIRMATION, password: user.password },
      });
      expect(deleted.statusCode).toBe(200);

      expect(await filesHolding(dir, marker)).toEqual([]);
      const { rows } = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(t.db);
      expect(rows[0]!.secure_delete).toBeGreaterThan(0);
    },
  );
});

/** The SQLite files in `dir` (database, -wal, -shm) whose bytes hold `text`. */
async function filesHolding(dir: string, text: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => /\.sqlite(-wal|-shm)?$/.test(name));
  const found: string[] = [];
  for (const name of names) {
    const bytes = await readFile(path.join(dir, name));
    if (bytes.includes(text) || bytes.includes(Buffer.from(text, 'utf16le'))) found.push(name);
  }
  return found;
}
