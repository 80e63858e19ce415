import { call, session, type User } from 'shared';

/**
 * The mobile number for SMS alerts (PUT/POST/DELETE /users/me/phone). Each answer is the
 * signed-in user with `phoneNumber` and `phoneVerified`; the page's session learns it, so
 * every part of the page shows the same number.
 */
async function changed(request: Promise<User>): Promise<User> {
  const user = await request;
  session.updateUser(user);
  return user;
}

/** Stores the number unverified and has a 6-digit code texted to it. */
export function sendPhoneCode(phoneNumber: string): Promise<User> {
  return changed(call('setPhone', { body: { phoneNumber } }, { signedInAction: true }));
}

export function verifyPhone(code: string): Promise<User> {
  return changed(call('verifyPhone', { body: { code } }, { signedInAction: true }));
}

export function removePhone(): Promise<User> {
  return changed(call('removePhone', undefined, { signedInAction: true }));
}
