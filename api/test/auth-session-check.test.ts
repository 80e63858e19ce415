import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { findAccountOfSession } from '../src/modules/auth/auth.repository';
import { insertUser } from './factories/user.factory';
import { planOf, queriesOf } from './helpers/query-plans';
import { useTestApp } from './helpers/test-app';

/**
 * Every signed-in request reads its account and asks whether its sign-in has ended, in one
 * statement. A month-long sign-in that refreshes every 15 minutes has thousands of tokens;
 * the question is one probe of the partial index of revoked tokens (migration
 * 20261130090000), never a walk through the family.
 */
describe('the per-request session check', () => {
  const t = useTestApp();
  let userId: string;
  const liveFamily = randomUUID();
  const endedFamily = randomUUID();

  beforeAll(async () => {
    userId = (await insertUser(t.db)).id;
    const start = Date.now() - 30 * 24 * 3_600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const token = (family: string, i: number, revoked: boolean) => ({
      id: randomUUID(),
      user_id: userId,
      family_id: family,
      token_hash: `${family}:${i}`,
      created_at: iso(start + i * 900_000),
      expires_at: iso(start + 31 * 24 * 3_600_000),
      used_at: iso(start + (i + 1) * 900_000),
      revoked_at: revoked ? iso(start + (i + 1) * 900_000) : null,
    });
    const rows = [
      ...Array.from({ length: 2900 }, (_, i) => token(liveFamily, i, false)),
      ...Array.from({ length: 100 }, (_, i) => token(endedFamily, i, true)),
      ...Array.from({ length: 100 }, (_, i) => token(randomUUID(), i, i % 2 === 0)),
    ];
    for (let i = 0; i < rows.length; i += 300) {
      await t.db
        .insertInto('refresh_tokens')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    if (TEST_DIALECT === 'postgres') await sql`analyze refresh_tokens`.execute(t.db);
  });

  it('tells a live sign-in from an ended one, and a token without one from both', async () => {
    expect(await findAccountOfSession(t.db, userId, liveFamily)).toMatchObject({
      id: userId,
      session_ended: false,
    });
    expect(await findAccountOfSession(t.db, userId, endedFamily)).toMatchObject({
      session_ended: true,
    });
    expect(await findAccountOfSession(t.db, userId, null)).toMatchObject({
      session_ended: false,
    });
    expect(await findAccountOfSession(t.db, randomUUID(), liveFamily)).toBeUndefined();
  });

  it('is one statement that probes the index of revoked tokens', async () => {
    const queries = await queriesOf(t.db, (db) => findAccountOfSession(db, userId, liveFamily));
    expect(queries).toHaveLength(1);
    const plan = await planOf(t.db, queries[0]!);
    expect(plan).toContain('refresh_tokens_revoked_family_idx');
  });
});
