import { randomUUID } from 'node:crypto';
import { claimRefreshToken, insertRefreshToken } from '../src/modules/auth/auth.repository';
import { hashRefreshToken } from '../src/modules/auth/session.service';
import { insertUser } from './factories/user.factory';
import { getMe, login, refresh } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectSessionExpired } from './helpers/responses';
import { rowsOfUser } from './helpers/rows';

describe('POST /api/auth/refresh-token', () => {
  const t = useTestApp({ env: { REFRESH_TOKEN_TTL: '7200' } });

  async function signIn() {
    const user = await insertUser(t.db, { password: 'secret1' });
    const response = await login(t, user.email, 'secret1');
    const data = response.json().data as { accessToken: string; refreshToken: string };
    return { user, ...data };
  }

  it('rotates: a new refresh token and access token each time, with the user', async () => {
    const session = await signIn();
    const first = await refresh(t, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(data.user.id).toBe(session.user.id);
    expect((await getMe(t, data.accessToken)).statusCode).toBe(200);

    const second = await refresh(t, data.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await signIn();
    const rows = await rowsOfUser(t.db, 'refresh_tokens', session.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(session.refreshToken);
  });

  it('revokes the whole family, the newest token too, when a used token comes back', async () => {
    const session = await signIn();
    const rotated = (await refresh(t, session.refreshToken)).json().data;

    expectSessionExpired(await refresh(t, session.refreshToken));
    // The thief's replay also ended the legitimate holder's newer token.
    expectSessionExpired(await refresh(t, rotated.refreshToken));
  });

  it("ends the family's access tokens at once on reuse; the user's other sign-in goes on", async () => {
    const session = await signIn();
    const other = (await login(t, session.user.email, 'secret1')).json().data;
    const rotated = (await refresh(t, session.refreshToken)).json().data;
    expect((await getMe(t, rotated.accessToken)).statusCode).toBe(200);

    // The copy comes back: the thief's and the holder's access tokens alike stop at once.
    expectSessionExpired(await refresh(t, session.refreshToken));
    for (const token of [session.accessToken, rotated.accessToken]) {
      const response = await getMe(t, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect((await getMe(t, other.accessToken)).statusCode).toBe(200);
  });

  it('leaves other sign-ins (families) of the same user alone on reuse', async () => {
    const session = await signIn();
    const other = (await login(t, session.user.email, 'secret1')).json().data;
    await refresh(t, session.refreshToken);
    await refresh(t, session.refreshToken);
    expect((await refresh(t, other.refreshToken)).statusCode).toBe(200);
  });

  it('gives exactly one new pair when the same token is used by parallel requests', async () => {
    const session = await signIn();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => refresh(t, session.refreshToken)),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 200)) {
      expectSessionExpired(loser);
    }
    // The losers were replays of a used token: the family, with the winner's token, is gone.
    expectSessionExpired(await refresh(t, winners[0]!.json().data.refreshToken));
    const live = await t.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', session.user.id)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('revokes a replacement committed while a replay was revoking the family', async () => {
    const session = await signIn();
    const current = (await refresh(t, session.refreshToken)).json().data.refreshToken as string;
    const next = 'replacement-from-a-racing-rotation';

    // A rotation of the current token is mid-transaction (its row locked, the replacement
    // not yet committed) when the old token is replayed.
    let replay!: ReturnType<typeof refresh>;
    await t.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const claimed = await claimRefreshToken(trx, hashRefreshToken(current), now);
      expect(claimed).toBeDefined();
      await insertRefreshToken(trx, {
        id: randomUUID(),
        userId: session.user.id,
        familyId: claimed!.family_id,
        tokenHash: hashRefreshToken(next),
        createdAt: now,
        expiresAt: new Date(claimed!.expires_at).toISOString(),
      });
      replay = refresh(t, session.refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });

    expectSessionExpired(await replay);
    expectSessionExpired(await refresh(t, next));
  });

  it('keeps parallel sign-ins independent: each of many families rotates once', async () => {
    const sessions = await Promise.all(Array.from({ length: 5 }, () => signIn()));
    const responses = await Promise.all(sessions.map((s) => refresh(t, s.refreshToken)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('ends at the absolute lifetime: rotation never extends it', async () => {
    const session = await signIn();
    const rotated = (await refresh(t, session.refreshToken)).json().data;
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select(['expires_at', 'created_at'])
      .where('user_id', '=', session.user.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(2);
    const end = (row: (typeof rows)[number]) => new Date(row.expires_at).getTime();
    expect(end(rows[1]!)).toBe(end(rows[0]!));
    expect(end(rows[0]!) - new Date(rows[0]!.created_at).getTime()).toBe(7200 * 1000);

    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', session.user.id)
      .execute();
    expectSessionExpired(await refresh(t, rotated.refreshToken));
  });

  it('refuses unknown tokens, and never takes a refresh token as an access token', async () => {
    const session = await signIn();
    expectSessionExpired(await refresh(t, 'not-a-token-we-made'));
    expectSessionExpired(await refresh(t, session.accessToken.slice(0, 200)));
    const asAccess = await getMe(t, session.refreshToken);
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json().code).toBe('UNAUTHORIZED');
  });

  it('ends sessions of a deleted account', async () => {
    const session = await signIn();
    await t.db.deleteFrom('users').where('id', '=', session.user.id).execute();
    expectSessionExpired(await refresh(t, session.refreshToken));
  });
});
