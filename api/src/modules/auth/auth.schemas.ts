import { Type } from 'typebox';

/**
 * Request bodies bound types and sizes only; the SPEC.md §5 rules and their texts are the
 * service's (auth.validation.ts), so an empty field gets "Email is required", not a schema
 * message.
 */
const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });

const Email = text(320, 'Email address');
const Password = text(1024);
const Code = text(32, 'The 6-digit code from the email');

export const UserSchema = Type.Object({
  id: Type.String(),
  firstName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  lastName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  username: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  email: Type.String(),
  emailVerified: Type.Boolean(),
});

export const AuthResultSchema = Type.Object({
  accessToken: Type.String({ description: 'Bearer JWT, valid for ACCESS_TOKEN_TTL seconds' }),
  refreshToken: Type.String({ description: 'Opaque; use once with POST /auth/refresh-token' }),
  user: UserSchema,
});

export const MessageSchema = Type.Object({ message: Type.String() });

export const RegisterBody = Type.Object({
  email: Email,
  firstName: Type.Optional(text(200)),
  lastName: Type.Optional(text(200)),
  username: Type.Optional(text(100, 'At least 3 of: letters, digits, . _ -')),
  password: Password,
});

export const RegisterResult = Type.Object({ user: UserSchema });

export const CheckEmailQuery = Type.Object({ email: Email });
export const CheckUsernameQuery = Type.Object({ username: text(100) });
export const ExistsSchema = Type.Object({ exists: Type.Boolean() });

export const VerifyEmailBody = Type.Object({ email: Email, code: Code });
export const VerifyEmailResult = Type.Object({ emailVerified: Type.Boolean() });

export const EmailBody = Type.Object({ email: Email });

export const LoginBody = Type.Object({
  identifier: text(320, 'Email address or username'),
  password: Password,
});

export const RefreshBody = Type.Object({ refreshToken: text(200) });

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
      maxLength: 1024,
      description: 'The password of an existing account with the same email, to link Google to it',
    }),
  ),
});

export const ResetPasswordBody = Type.Object({ email: Email, code: Code, newPassword: Password });
