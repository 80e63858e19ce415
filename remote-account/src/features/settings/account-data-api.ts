import { ACCOUNT_EXPORT, call, routePath, tokenService, type DeleteAccountPayload } from 'shared';
import { fetchFile } from '../../components/file-download';

/**
 * An export reads every photo of the account: it may take longer than the API's usual
 * 30 s time-out on a slow connection, so it gets its own.
 */
export const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** GET /users/me/export as a Blob, under the server's file name (fetchFile). */
export function fetchAccountExport(): Promise<{ blob: Blob; fileName: string }> {
  return fetchFile(routePath('exportCurrentUser'), {
    fallbackName: `${ACCOUNT_EXPORT.fileNamePrefix}.zip`,
    timeout: EXPORT_TIMEOUT_MS,
  });
}

/**
 * DELETE /users/me, then this page forgets the session (the server has already ended every
 * session of the account, on every device).
 */
export async function deleteAccount(payload: DeleteAccountPayload): Promise<string> {
  const { message } = await call('deleteCurrentUser', { body: payload });
  tokenService.clear();
  return message;
}
