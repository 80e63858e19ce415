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
  constructor() {
    super(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  }
}

/**
 * PRODUCT.md §5: publishing a comment or photo needs a verified email; reading needs
 * nothing. `authenticate` reads the account on every signed-in request (not from the
 * token), so verifying takes effect at once and an old token of an unverified account
 * cannot publish.
 * Runs as an onRequest hook so nothing (body, upload bytes) is read for a refused request.
 */
async function verifiedPublisher(app: FastifyInstance): Promise<void> {
  app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError();
    if (!request.user.emailVerified) throw new EmailNotVerifiedError();
  });
}

export default fp(verifiedPublisher, {
  name: 'verified-publisher',
  dependencies: ['database', 'auth'],
});
