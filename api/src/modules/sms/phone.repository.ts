import type { Db } from '../../db/kysely';

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
 * Marks the number verified, only if it is still the one the code was texted to (a change
 * of number in between issues a new code, but the check keeps the rule in one statement).
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
