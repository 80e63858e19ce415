import type { Kysely, Transaction, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type {
  AccountCodePurpose,
  AccountCodeRow,
  Database,
  RefreshTokenRow,
  UserRow,
} from '../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

// Refresh tokens

export interface NewRefreshToken {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertRefreshToken(db: Executor, token: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * Marks a live token used and returns it, in one statement: of two requests racing with
 * the same token exactly one gets the row (row lock in PostgreSQL, one writer in SQLite).
 * A token of a family with any revoked member is dead too: a replacement that a racing
 * rotation committed after the family's revocation began (invisible to that statement
 * under PostgreSQL's READ COMMITTED) can never be used.
 */
export function claimRefreshToken(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<Pick<RefreshTokenRow, 'user_id' | 'family_id' | 'expires_at'> | undefined> {
  return db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens as member')
            .select('member.id')
            .whereRef('member.family_id', '=', 'refresh_tokens.family_id')
            .where('member.revoked_at', 'is not', null),
        ),
      ),
    )
    .returning(['user_id', 'family_id', 'expires_at'])
    .executeTakeFirst();
}

export function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

type TokenRevocation = UpdateQueryBuilder<
  Database,
  'refresh_tokens',
  'refresh_tokens',
  UpdateResult
>;

/**
 * Revokes, at `now`, the tokens `pick` narrows the table to that are not revoked yet: one
 * revoked earlier keeps the time it was revoked.
 */
async function revokeTokens(
  db: Executor,
  now: string,
  pick: (query: TokenRevocation) => TokenRevocation,
): Promise<void> {
  await pick(db.updateTable('refresh_tokens').set({ revoked_at: now }))
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokenFamily(
  db: Executor,
  familyId: string,
  now: string,
): Promise<void> {
  await revokeTokens(db, now, (query) => query.where('family_id', '=', familyId));
}

/**
 * Revokes the whole family of the token with this hash, in one statement that costs the
 * same whether or not the token exists.
 */
export async function revokeFamilyOfToken(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<void> {
  await revokeTokens(db, now, (query) =>
    query.where('family_id', 'in', (eb) =>
      eb
        .selectFrom('refresh_tokens as member')
        .select('member.family_id')
        .where('member.token_hash', '=', tokenHash),
    ),
  );
}

export async function revokeRefreshTokensOfUser(
  db: Executor,
  userId: string,
  now: string,
): Promise<void> {
  await revokeTokens(db, now, (query) => query.where('user_id', '=', userId));
}

/**
 * The account an access token names, and whether the sign-in (token family) it was issued to
 * has ended: any token of the family revoked (Sign Out, a reused refresh token, every session
 * ended). A revoked member, not all members: a replacement that a racing rotation committed
 * after the family's revocation stays unrevoked. One statement; the family's part is one
 * probe of the partial index of revoked tokens, however many refreshes the family has had.
 * No family (`sessionId` null) has not ended.
 */
export async function findAccountOfSession(
  db: Executor,
  userId: string,
  sessionId: string | null,
): Promise<(UserRow & { session_ended: boolean }) | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            // A token without a family asks for '', which no family id (a UUID) is.
            .where('refresh_tokens.family_id', '=', sessionId ?? '')
            .where('refresh_tokens.revoked_at', 'is not', null),
        )
        .as('session_ended'),
    )
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, session_ended: Boolean(row.session_ended) };
}

// Emailed codes

export interface NewAccountCode {
  id: string;
  userId: string;
  purpose: AccountCodePurpose;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
}

/** Drops the user's earlier codes for this purpose: only the newest one works. */
export async function replaceAccountCode(db: Executor, code: NewAccountCode): Promise<void> {
  await db
    .deleteFrom('account_codes')
    .where('user_id', '=', code.userId)
    .where('purpose', '=', code.purpose)
    .execute();
  await db
    .insertInto('account_codes')
    .values({
      id: code.id,
      user_id: code.userId,
      purpose: code.purpose,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

export function findLiveAccountCode(
  db: Executor,
  userId: string,
  purpose: AccountCodePurpose,
  now: string,
): Promise<AccountCodeRow | undefined> {
  return db
    .selectFrom('account_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Counts one try, unless the code already had `maxAttempts`; true when the try was counted.
 * Counting before comparing means parallel guesses cannot exceed the limit.
 */
export async function countAccountCodeAttempt(
  db: Executor,
  id: string,
  maxAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable('account_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Uses the code up; false if a parallel request used it first. */
export async function consumeAccountCode(db: Executor, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('account_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
