import { loadConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { makeModerator } from '../src/scripts/make-moderator';
import { insertUser } from './factories/user.factory';
import { createTestDatabase, type TestDatabase } from './helpers/database';

/** `pnpm --filter api run make-moderator EMAIL`: the first moderator, on the configured database. */
describe('the make-moderator command', () => {
  let database: TestDatabase;
  let db: Db;
  const output = () => {
    const lines: string[] = [];
    return {
      lines,
      out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(loadConfig({ LOG_LEVEL: 'warn', ...database.env }).database, {
      onConnectionError: () => undefined,
    });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('makes the account a moderator and logs the appointment with no actor', async () => {
    const user = await insertUser(db, { email: 'first.mod@example.com', password: null });
    const { lines, out } = output();

    expect(await makeModerator(['First.Mod@example.com'], database.env, out)).toBe(0);

    expect(lines.join('\n')).toContain('First.Mod@example.com is now a moderator');
    const row = await db
      .selectFrom('users')
      .select('is_moderator')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.is_moderator)).toBe(true);
    const log = await db.selectFrom('moderation_log').selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({
        action: 'appoint-moderator',
        actor_id: null,
        actor_name: 'make-moderator command',
        target_user_id: user.id,
        comment_id: null,
      }),
    ]);

    // Once is enough: a second run says so and changes nothing.
    const second = output();
    expect(await makeModerator(['first.mod@example.com'], database.env, second.out)).toBe(1);
    expect(second.lines.join('\n')).toContain('a moderator already');
    expect(await db.selectFrom('moderation_log').selectAll().execute()).toHaveLength(1);
  });

  it('says what is wrong for an unknown email or a missing argument', async () => {
    const unknown = output();
    expect(await makeModerator(['nobody@example.com'], database.env, unknown.out)).toBe(1);
    expect(unknown.lines.join('\n')).toContain('No account has this email address.');
    const usage = output();
    expect(await makeModerator([], database.env, usage.out)).toBe(2);
    expect(usage.lines).toEqual(['Usage: pnpm --filter api run make-moderator EMAIL']);
  });
});
