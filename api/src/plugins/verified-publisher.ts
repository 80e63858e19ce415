import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, UnauthorizedError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For routes that publish (comments, photos), after `authenticate`: answers 403
     * EMAIL_NOT_VERIFIED unless the signed-in account has verified its email, and 401 when
     * the account is gone.
     */
    requireVerifiedEmail(request: FastifyRequest): Promise<void>;
  }
}

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your email address before publishing.';

export class EmailNotVerifiedError extends AppError {
  constructor(message: string = EMAIL_NOT_VERIFIED_MESSAGE) {
    super(403, 'EMAIL_NOT_VERIFIED', message);
  }
}

/**
 * A hook, after `authenticate`, for what an account may do only once its email is verified
 * (`message` says what): 403 EMAIL_NOT_VERIFIED otherwise, 401 when the account is gone.
 * What costs others something (a published comment, a report a moderator reads, a like that
 * ranks comments, a paid text message) needs a verified mailbox, so a script cannot do it
 * through throwaway accounts; reading needs nothing. `authenticate` reads the account on
 * every signed-in request (not from the token), so verifying takes effect at once and an old
 * token of an unverified account cannot act.
 */
export function requireVerifiedEmail(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new UnauthorizedError();
    if (!request.user.emailVerified) throw new EmailNotVerifiedError(message);
  };
}

/** Publishing a comment or photo; runs before the body (upload bytes) is read. */
async function verifiedPublisher(app: FastifyInstance): Promise<void> {
  app.decorate('requireVerifiedEmail', requireVerifiedEmail(EMAIL_NOT_VERIFIED_MESSAGE));
}

export default fp(verifiedPublisher, {
  name: 'verified-publisher',
  dependencies: ['database', 'auth'],
});
