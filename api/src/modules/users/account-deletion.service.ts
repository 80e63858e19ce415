import { DELETE_ACCOUNT_CONFIRMATION, TEXTS, type DeleteAccountPayload } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { UserRow } from '../../db/types';
import { AppError, BadRequestError, UnauthorizedError, ValidationError } from '../../errors';
import type { Mailer } from '../../plugins/mail';
import type { ObjectStorage } from '../../plugins/storage/object-storage';
import type { GoogleSignIn } from '../auth/google.service';
import { verifyPassword } from '../auth/passwords';
import { signedInAccount } from '../auth/signed-in-account';
import { accountDeletedMail } from './account-data.mail';
import { deleteAccountRows } from './account-data.repository';
import { findUserById } from '../auth/users.repository';

export interface AccountDeletionDeps {
  db: Db;
  storage: ObjectStorage;
  mailer: Mailer;
  /** Checks a Google access token the way Google sign-in does. */
  google: Pick<GoogleSignIn, 'verify'>;
  log: { warn(object: object, message: string): void };
  /**
   * Removes the deleted rows' old copies that the database keeps outside its tables (SQLite's
   * write-ahead log); none for PostgreSQL.
   */
  eraseOldCopies?: () => Promise<void>;
}

const UI = TEXTS.accountData;
const word = (text: string) => text.replace('{word}', DELETE_ACCOUNT_CONFIRMATION);

/**
 * Deletes the signed-in account for good (APP 11.2, 13): the account, its sessions and
 * emailed codes, its likes, its comments (other people's likes of them too) and its photos,
 * rows and stored files. Comments are deleted, not anonymised: a comment keeps the words,
 * places and photos its author chose, which can identify them without a name. Then a
 * confirmation goes to the address the account had, whatever its notification settings.
 *
 * Nothing is deleted unless the typed confirmation and the password (or a fresh Google
 * token of the same Google account) are right: those answer 400, never 401, so the client
 * does not take a wrong password for an ended session.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  userId: string,
  payload: DeleteAccountPayload,
): Promise<void> {
  if (payload.confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
    throw new ValidationError(word(UI.wrongConfirmation));
  }
  const user = signedInAccount(await findUserById(deps.db, userId));
  await confirmIdentity(deps, user, payload);

  const { deleted, files } = await deps.db
    .transaction()
    .execute((trx) => deleteAccountRows(trx, userId));
  // A second request deleting the same account at the same time: the first one did it.
  if (!deleted) throw new UnauthorizedError();
  await deps.eraseOldCopies?.().catch((error: unknown) => {
    deps.log.warn({ err: error }, 'The deleted account may stay in the write-ahead log a while');
  });

  // The rows are gone, so the photo URLs already answer 404; a file left behind by a storage
  // failure is deleted by the orphan sweep (photos.cleanup.ts).
  const results = await Promise.allSettled(files.map((name) => deps.storage.delete(name)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.log.warn(
        { err: result.reason, file: files[index] },
        'Could not delete a photo file of a deleted account; the orphan sweep will',
      );
    }
  });
  deps.mailer.send(accountDeletedMail(user.email), { kind: 'account-deleted' });
}

async function confirmIdentity(
  deps: AccountDeletionDeps,
  user: UserRow,
  payload: DeleteAccountPayload,
): Promise<void> {
  const password = payload.password ?? '';
  if (password !== '') {
    if (!user.password_hash) throw new ValidationError(UI.googleOnly);
    if (!(await verifyPassword(user.password_hash, password))) {
      throw new BadRequestError(UI.wrongPassword, 'INVALID_CREDENTIALS');
    }
    return;
  }
  if (payload.googleAccessToken !== undefined && user.google_subject) {
    let subject: string;
    try {
      subject = (await deps.google.verify(payload.googleAccessToken)).subject;
    } catch (error) {
      // Google refused the token (401) or its email (403): a failed confirmation, not a
      // failed session. Google being down (503) or off (400) stays what it is.
      if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) {
        throw new BadRequestError(UI.googleConfirmFailed, 'INVALID_CREDENTIALS');
      }
      throw error;
    }
    if (subject !== user.google_subject) {
      throw new BadRequestError(UI.googleConfirmFailed, 'INVALID_CREDENTIALS');
    }
    return;
  }
  if (!user.password_hash) throw new ValidationError(UI.googleOnly);
  throw new ValidationError(
    user.google_subject ? UI.passwordOrGoogleRequired : TEXTS.validation.passwordRequired,
  );
}
