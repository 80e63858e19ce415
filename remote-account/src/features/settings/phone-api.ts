import { api, pathUnderApi, ROUTES, session, type User } from 'shared';

/**
 * The mobile number for SMS alerts (PUT/POST/DELETE /users/me/phone). Each answer is the
 * signed-in user with `phoneNumber` and `phoneVerified`; the page's session learns it, so
 * every part of the page shows the same number.
 */
async function changed(call: Promise<User>): Promise<User> {
  const user = await call;
  session.updateUser(user);
  return user;
}

/** Stores the number unverified and has a 6-digit code texted to it. */
export function sendPhoneCode(phoneNumber: string): Promise<User> {
  return changed(
    api.put<User>(pathUnderApi(ROUTES.setPhone), { phoneNumber }, { signedInAction: true }),
  );
}

export function verifyPhone(code: string): Promise<User> {
  return changed(
    api.post<User>(pathUnderApi(ROUTES.verifyPhone), { code }, { signedInAction: true }),
  );
}

export function removePhone(): Promise<User> {
  return changed(
    api.delete<User>(pathUnderApi(ROUTES.removePhone), undefined, { signedInAction: true }),
  );
}
