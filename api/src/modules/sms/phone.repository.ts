import { isPostgres, type Db } from '../../db/kysely';

/**
 * Locks the user's row until the transaction ends (PostgreSQL; SQLite's single writer
 * serializes transactions anyway): setting and verifying a number take turns per user.
 */
export async function lockUserForPhone(db: Db, userId: string): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** A new number for the user, not verified yet: alerts stop until its code comes back. */
export async function setUnverifiedPhone(
  db: Db,
  userId: string,
  phoneNumber: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone_number: phoneNumber, phone_verified_at: null, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/**
 * Marks the number verified, only if it is still the one the code was texted to and not
 * verified yet: one conditional statement, whatever ran in between.
 */
export async function markPhoneVerified(
  db: Db,
  userId: string,
  phoneNumber: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ phone_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .where('phone_number', '=', phoneNumber)
    .where('phone_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removePhone(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone_number: null, phone_verified_at: null, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
