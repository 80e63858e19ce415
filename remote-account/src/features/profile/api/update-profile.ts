import { TEXTS, call, withErrorText, type UpdateUserPayload, type User } from 'shared';

/** PUT /users/me: the names, username and preferences; answers the updated user. */
export function updateProfile(payload: UpdateUserPayload): Promise<User> {
  return withErrorText(
    call('updateCurrentUser', { body: payload }, { signedInAction: true }),
    TEXTS.auth.updateUserFailed,
  );
}
