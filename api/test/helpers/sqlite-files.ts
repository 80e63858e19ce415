import type { TestApp } from './test-app';

/**
 * A test of the SQLite files and their write-ahead log: `run` on SQLite. On PostgreSQL the
 * files, their dead rows and their checkpoints are the server's, so the app runs no checkpoint
 * thread of its own, and that is all there is to check.
 */
export function itOnSqliteFiles(
  t: Pick<TestApp, 'app'>,
  name: string,
  run: () => Promise<void>,
): void {
  it(name, async () => {
    if (TEST_DIALECT === 'postgres') {
      expect(t.app.walCheckpoints).toBeNull();
      return;
    }
    await run();
  });
}
