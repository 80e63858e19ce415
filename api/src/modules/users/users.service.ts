import { TEXTS, type UpdateUserPayload, type User } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { ConflictError } from '../../errors';
import { checkName, checkUsername } from '../auth/auth.validation';
import {
  findUserById,
  findUserByUsername,
  uniqueViolation,
  updateUser,
  type UserChanges,
} from '../auth/users.repository';
import { toUser } from '../auth/user-view';
import { signedInAccount } from '../auth/signed-in-account';

export async function getCurrentUser(db: Db, userId: string): Promise<User> {
  return toUser(signedInAccount(await findUserById(db, userId)));
}

/**
 * Changes the profile fields that were sent (names, username, budget range, room type); an
 * empty string or null clears one. The email cannot be changed here (the route's schema does
 * not accept it).
 */
export async function updateCurrentUser(
  db: Db,
  userId: string,
  payload: UpdateUserPayload,
): Promise<User> {
  const changes: UserChanges = {};
  if (payload.firstName !== undefined) {
    changes.first_name = checkName(payload.firstName, 'First name');
  }
  if (payload.lastName !== undefined) {
    changes.last_name = checkName(payload.lastName, 'Last name');
  }
  if (payload.username !== undefined) {
    const username = checkUsername(payload.username);
    if (username !== null) {
      const owner = await findUserByUsername(db, username);
      if (owner && owner.id !== userId) {
        throw new ConflictError(TEXTS.validation.usernameTaken, 'USERNAME_ALREADY_IN_USE');
      }
    }
    changes.username = username;
  }
  // The route's schema allows only the options' values or null (shared/contract/preferences).
  if (payload.budgetRange !== undefined) changes.budget_range = payload.budgetRange;
  if (payload.roomType !== undefined) changes.room_type = payload.roomType;
  if (Object.keys(changes).length > 0) {
    try {
      await updateUser(db, userId, changes, nowTimestamp());
    } catch (error) {
      if (uniqueViolation(error) === 'username') {
        throw new ConflictError(TEXTS.validation.usernameTaken, 'USERNAME_ALREADY_IN_USE');
      }
      throw error;
    }
  }
  return getCurrentUser(db, userId);
}
