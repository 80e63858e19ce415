/**
 * A person's own data (Australian Privacy Principles 12 and 13): the export of
 * everything the product holds about them (GET /users/me/export) and deleting the account
 * (DELETE /users/me).
 */

/** What a person types to confirm deleting their account, exactly (TEXTS.accountData). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** The export archive's names and the version of its JSON format (README "Your data"). */
export const ACCOUNT_EXPORT = {
  formatVersion: 1,
  /** The JSON file in the archive. */
  dataFile: 'rentmap-export.json',
  readmeFile: 'README.txt',
  /** The user's photo files sit in this folder under their stored names. */
  photosFolder: 'photos/',
  /** The archive's file name is this, then the export date: rentmap-export-2026-11-24.zip. */
  fileNamePrefix: 'rentmap-export',
} as const;
