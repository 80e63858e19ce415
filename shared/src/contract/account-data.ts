import { Type, type Static } from 'typebox';
import { LIMITS } from '../limits';
import { CommentModerationSchema } from './comment-moderation';
import { OwnChecklistSchema } from './conditions';
import { OwnRentSchema } from './rent';
import { CommentPlaceFields } from './markers';
import { FiledNoticeSchema } from './comment-notices';
import { ACCOUNT_EXPORT, DELETE_ACCOUNT_CONFIRMATION } from './values/account-data';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/account-data.ts.
export * from './values/account-data';

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
    phoneNumber: Nullable(Type.String({ description: 'The mobile number for SMS alerts (E.164)' })),
    phoneVerifiedAt: Type.Union([DateTime('When its texted code came back'), Type.Null()]),
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
      ...CommentPlaceFields.properties,
      photos: Type.Array(Type.String(), { description: 'Stored file names, as in photos[]' }),
      likeCount: Type.Integer(),
      createdDate: DateTime(),
      modifiedDate: DateTime(),
      moderation: Type.Optional(CommentModerationSchema),
      checklist: Type.Optional(OwnChecklistSchema),
      rent: Type.Optional(OwnRentSchema),
    }),
  ),
  likes: Type.Array(Type.Object({ commentId: Type.String(), likedAt: DateTime() })),
  notices: Type.Array(FiledNoticeSchema, {
    description: "The notices the account filed on other people's comments, oldest first",
  }),
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
