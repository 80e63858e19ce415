import { Type, type Static } from 'typebox';
import { LIMITS } from '../limits';

/**
 * A person's own data (issue 14; Australian Privacy Principles 12 and 13): the export of
 * everything the product holds about them (GET /users/me/export) and deleting the account
 * (DELETE /users/me).
 */

/** What a person types to confirm deleting their account, exactly (TEXTS.accountData). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/**
 * DELETE /users/me. A password account confirms with its password; an account that signs in
 * with Google may confirm with a fresh Google access token instead.
 */
export const DeleteAccountBody = Type.Object(
  {
    confirmation: Type.String({
      maxLength: 64,
      description: `The word ${DELETE_ACCOUNT_CONFIRMATION}, typed by the person`,
    }),
    password: Type.Optional(
      Type.String({ maxLength: LIMITS.account.passwordFieldMaxLength, description: 'Password' }),
    ),
    googleAccessToken: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 4096,
        description: "A fresh access token from Google's sign-in, for an account linked to Google",
      }),
    ),
  },
  { additionalProperties: false },
);
export type DeleteAccountPayload = Static<typeof DeleteAccountBody>;

export const DeletedAccountSchema = Type.Object({ message: Type.String() });

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

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const DateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

/** rentmap-export.json: everything the product holds about one account. */
export const AccountExportSchema = Type.Object({
  formatVersion: Type.Literal(ACCOUNT_EXPORT.formatVersion),
  exportedAt: DateTime('When this export was made'),
  account: Type.Object({
    id: Type.String(),
    email: Type.String(),
    emailVerified: Type.Boolean(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    username: Nullable(Type.String()),
    signInMethods: Type.Array(Type.Union([Type.Literal('password'), Type.Literal('google')])),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  }),
  preferences: Type.Object({
    budgetRange: Nullable(Type.String()),
    roomType: Nullable(Type.String()),
  }),
  settings: Type.Object({
    profileVisibility: Type.String(),
    locationSharing: Type.String(),
    emailNotifications: Type.Boolean(),
    pushNotifications: Type.Boolean(),
    smsNotifications: Type.Boolean(),
  }),
  comments: Type.Array(
    Type.Object({
      id: Type.String(),
      lat: Type.Number(),
      lon: Type.Number(),
      comment: Type.String(),
      fullAddress: Type.String(),
      unitNumber: Type.String(),
      region: Type.String(),
      city: Type.String(),
      country: Type.String(),
      postcode: Type.String(),
      locationType: Type.String(),
      mapSource: Type.String(),
      photos: Type.Array(Type.String(), { description: 'Stored file names, as in photos[]' }),
      likeCount: Type.Integer(),
      createdDate: DateTime(),
      modifiedDate: DateTime(),
    }),
  ),
  likes: Type.Array(Type.Object({ commentId: Type.String(), likedAt: DateTime() })),
  photos: Type.Array(
    Type.Object({
      name: Type.String(),
      file: Nullable(
        Type.String({
          description: 'Where the photo is in this archive; null when its file could not be read',
        }),
      ),
      commentId: Nullable(Type.String()),
      contentType: Type.String(),
      bytes: Type.Integer(),
      width: Type.Integer(),
      height: Type.Integer(),
      uploadedAt: DateTime(),
    }),
  ),
  signIns: Type.Array(
    Type.Object({
      startedAt: DateTime('The sign-in'),
      lastRefreshedAt: DateTime('The last time the session was renewed'),
      expiresAt: DateTime('When the session ends at the latest'),
      endedAt: Nullable(DateTime('Signed out, or ended by a password change or reset')),
    }),
  ),
});
export type AccountExport = Static<typeof AccountExportSchema>;
