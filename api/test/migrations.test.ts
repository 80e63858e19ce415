import { randomUUID } from 'node:crypto';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { useTestApp } from './helpers/test-app';

describe('database schema', () => {
  const t = useTestApp();

  const insertUser = (email: string, username: string | null = null) => {
    const now = new Date().toISOString();
    return t.db
      .insertInto('users')
      .values({
        id: randomUUID(),
        email,
        username,
        email_verified: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  };

  it('keeps emails unique whatever their case', async () => {
    await insertUser('Ada@Example.com');

    expect(await failureOf(insertUser('ada@example.COM'))).toMatch(/users_email_lower_unique/);
  });

  it('keeps usernames unique whatever their case, and allows many users without one', async () => {
    await insertUser('grace@example.com', 'Grace');
    await insertUser('alan@example.com');
    await insertUser('edsger@example.com');

    expect(await failureOf(insertUser('grace2@example.com', 'GRACE'))).toMatch(
      /users_username_lower_unique/,
    );
  });

  it('reads email_verified back as a boolean-like value', async () => {
    await insertUser('katherine@example.com');
    const row = await t.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', 'katherine@example.com')
      .executeTakeFirstOrThrow();

    expect(Boolean(row.email_verified)).toBe(false);
  });

  it('enforces the marker comment author foreign key', async () => {
    expect(await failureOf(insertMarkerComment(t.db, { user_id: randomUUID() }))).toMatch(
      /foreign key/i,
    );
  });

  it('stores coordinates as double precision', async () => {
    const row = await insertMarkerComment(t.db, { lat: -33.868812345678, lon: 151.209312345678 });
    const stored = await t.db
      .selectFrom('marker_comments')
      .select(['lat', 'lon'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();

    expect(stored).toEqual({ lat: -33.868812345678, lon: 151.209312345678 });
  });
});

/**
 * The database's error message. (Not `rejects.toThrow()`: better-sqlite3's native addon
 * keeps the error class of the first test file loaded in a jest worker, so its errors are
 * not `instanceof Error` in later files.)
 */
async function failureOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
  throw new Error('Expected the statement to fail, but it succeeded.');
}
