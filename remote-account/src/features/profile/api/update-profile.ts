import {
  api,
  pathUnderApi,
  ROUTES,
  TEXTS,
  withErrorText,
  type UpdateUserPayload,
  type User,
} from 'shared';

/** PUT /users/me: the names, username and preferences; answers the updated user. */
export function updateProfile(payload: UpdateUserPayload): Promise<User> {
  return withErrorText(
    api.put<User>(pathUnderApi(ROUTES.updateCurrentUser), payload, { signedInAction: true }),
    TEXTS.auth.updateUserFailed,
  );
}
