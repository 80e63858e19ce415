import { Type, type Static } from 'typebox';
import { LIMITS } from '../limits';
import { BudgetRangeSchema, RoomTypeSchema } from './preferences';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/accounts.ts.
export * from './values/accounts';

/**
 * Account routes (/auth/*, /users/me). Request bodies bound types and sizes only; the account
 * rules and their texts are the API's auth.validation (the same LIMITS), so an empty field gets
 * "Email is required", not a schema message.
 */
const { account } = LIMITS;

const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });

const Email = text(account.emailMaxLength, 'Email address');

const Password = text(account.passwordFieldMaxLength);

const Code = text(32, 'The 6-digit code from the email');

const RefreshToken = text(200);

const NullableText = Type.Optional(Type.Union([Type.String(), Type.Null()]));

export const UserSchema = Type.Object({
  id: Type.String(),
  firstName: NullableText,
  lastName: NullableText,
  username: NullableText,
  email: Type.String(),
  emailVerified: Type.Boolean(),
  /** /profile's preferences (shared/contract/preferences.ts); null until chosen. */
  budgetRange: Type.Optional(Type.Union([BudgetRangeSchema, Type.Null()])),
  roomType: Type.Optional(Type.Union([RoomTypeSchema, Type.Null()])),
  /** False for an account made with Google that has never set a password. */
  hasPassword: Type.Optional(Type.Boolean()),
  /** A moderator reads the moderation queue and hides or restores comments. */
  isModerator: Type.Optional(Type.Boolean()),
  /** The owner's mobile number for SMS alerts (E.164), verified or not; null when none. */
  phoneNumber: NullableText,
  /** Whether that number came back with its texted code: SMS alerts go only then. */
  phoneVerified: Type.Optional(Type.Boolean()),
});

export type User = Static<typeof UserSchema>;

export const AuthTokensSchema = Type.Object({
  accessToken: Type.String({ description: 'Bearer JWT, valid for ACCESS_TOKEN_TTL seconds' }),
  refreshToken: Type.String({ description: 'Opaque; use once with POST /auth/refresh-token' }),
});

export type AuthTokens = Static<typeof AuthTokensSchema>;

export const AuthResultSchema = Type.Object({
  ...AuthTokensSchema.properties,
  user: UserSchema,
});

export type AuthResult = Static<typeof AuthResultSchema>;

export const MessageSchema = Type.Object({ message: Type.String() });

export const RegisterBody = Type.Object({
  email: Email,
  firstName: Type.Optional(text(account.nameMaxLength)),
  lastName: Type.Optional(text(account.nameMaxLength)),
  username: Type.Optional(text(account.usernameMaxLength, 'At least 3 of: letters, digits, . _ -')),
  password: Password,
});

export type RegisterPayload = Static<typeof RegisterBody>;

export const RegisterResult = Type.Object({ user: UserSchema });

export const CheckEmailQuery = Type.Object({ email: Email });

export const CheckUsernameQuery = Type.Object({ username: text(account.usernameMaxLength) });

export const ExistsSchema = Type.Object({ exists: Type.Boolean() });

/** POST /auth/verify-email and the verification link's query (`/verify-email?email=&code=`). */
export const VerifyEmailBody = Type.Object({ email: Email, code: Code });

export type VerifyEmailPayload = Static<typeof VerifyEmailBody>;

export const VerifyEmailResult = Type.Object({ emailVerified: Type.Boolean() });

/** POST /auth/resend-verification and /auth/forgot-password. */
export const EmailBody = Type.Object({ email: Email });

export type ResendVerificationPayload = Static<typeof EmailBody>;

/**
 * 'Keep me logged in'. Left out or false: the sign-in lasts a browser session (the client
 * keeps its tokens in sessionStorage; the refresh token lives SESSION_REFRESH_TOKEN_TTL,
 * 12 hours by default). True: the client keeps them in localStorage and the refresh token
 * lives REFRESH_TOKEN_TTL (30 days by default). Refreshing keeps the sign-in's end.
 */
const Remember = Type.Optional(
  Type.Boolean({
    description:
      "'Keep me logged in': true for a long sign-in (REFRESH_TOKEN_TTL), false or absent for a browser session (SESSION_REFRESH_TOKEN_TTL)",
  }),
);

export const LoginBody = Type.Object({
  identifier: text(account.emailMaxLength, 'Email address or username'),
  password: Password,
  remember: Remember,
});

export type LoginPayload = Static<typeof LoginBody>;

export const RefreshBody = Type.Object({ refreshToken: RefreshToken });

export const LogoutBody = Type.Object({
  refreshToken: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The refresh token of the session to end',
  }),
});

export const GoogleBody = Type.Object({
  accessToken: Type.String({ minLength: 1, maxLength: 4096, description: "Google's token" }),
  password: Type.Optional(
    Type.String({
      maxLength: account.passwordFieldMaxLength,
      description: 'The password of an existing account with the same email, to link Google to it',
    }),
  ),
  remember: Remember,
});

export const ResetPasswordBody = Type.Object({ email: Email, code: Code, newPassword: Password });

export type ResetPasswordPayload = Static<typeof ResetPasswordBody>;

const ClearableText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** PUT /users/me: the editable profile fields; email is read-only. Empty or null clears. */
export const UpdateUserBody = Type.Object(
  {
    firstName: ClearableText(account.nameMaxLength),
    lastName: ClearableText(account.nameMaxLength),
    username: ClearableText(account.usernameMaxLength),
    budgetRange: Type.Optional(Type.Union([BudgetRangeSchema, Type.Null()])),
    roomType: Type.Optional(Type.Union([RoomTypeSchema, Type.Null()])),
  },
  {
    // The email is read-only: sending it (or any unlisted field) is a 400, never ignored.
    additionalProperties: false,
    description: 'Fields left out stay as they are; an empty string or null clears one.',
  },
);

export type UpdateUserPayload = Static<typeof UpdateUserBody>;

/**
 * POST /users/me/password: change the password while signed in. Every other session ends;
 * the caller gets a fresh session (tokens) in the answer, kept as long as its sign-in was.
 */
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Password,
    newPassword: Password,
    remember: Remember,
  },
  { additionalProperties: false },
);

export type ChangePasswordPayload = Static<typeof ChangePasswordBody>;
