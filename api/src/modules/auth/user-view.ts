import { BUDGET_RANGE_OPTIONS, isOption, ROOM_TYPE_OPTIONS, type User } from 'shared/contract';
import type { UserRow } from '../../db/types';

/** The contract's User from a row: never the password hash or Google subject. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    emailVerified: Boolean(row.email_verified),
    // A value no option has any more reads as not chosen rather than breaking the answer.
    budgetRange: isOption(BUDGET_RANGE_OPTIONS, row.budget_range) ? row.budget_range : null,
    roomType: isOption(ROOM_TYPE_OPTIONS, row.room_type) ? row.room_type : null,
    hasPassword: row.password_hash !== null,
    isModerator: Boolean(row.is_moderator),
    phoneNumber: row.phone_number,
    phoneVerified: row.phone_number !== null && row.phone_verified_at !== null,
  };
}
