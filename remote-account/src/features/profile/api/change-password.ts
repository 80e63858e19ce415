import { call, tokenService, withErrorText } from 'shared';
import { ACCOUNT_UI } from '../../../texts';

/**
 * POST /users/me/password. The server ends every session of the account and answers a new
 * one for this device, kept as this sign-in was ('Keep me logged in' or not).
 */
export async function changePassword(currentPassword: string, newPassword: string) {
  const remember = tokenService.remembered;
  const result = await withErrorText(
    call(
      'changePassword',
      { body: { currentPassword, newPassword, remember } },
      { signedInAction: true },
    ),
    ACCOUNT_UI.password.failed,
  );
  tokenService.setSession(result, { remember });
}
