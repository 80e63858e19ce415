/**
 * Who may call a route, checked at `onRequest` from its contract entry's access (route.ts):
 * before the body is read, so a refused request costs no parsing, upload or validation.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RouteAccess } from 'shared/contract';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors';

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your email address before publishing.';

const ONLY_MODERATORS = 'Only moderators can do this.';

export class EmailNotVerifiedError extends AppError {
  constructor(message: string = EMAIL_NOT_VERIFIED_MESSAGE) {
    super(403, 'EMAIL_NOT_VERIFIED', message);
  }
}

/**
 * After `authenticate`, for what an account may do only once its email is verified (`message`
 * says what): 403 EMAIL_NOT_VERIFIED otherwise, 401 when the account is gone. What costs
 * others something (a published comment, a report a moderator reads, a like that ranks
 * comments, a paid text message) needs a verified mailbox, so a script cannot do it through
 * throwaway accounts; reading needs nothing. `authenticate` reads the account on every
 * signed-in request (not from the token), so verifying takes effect at once and an old token
 * of an unverified account cannot act.
 */
function requireVerifiedEmail(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new UnauthorizedError();
    if (!request.user.emailVerified) throw new EmailNotVerifiedError(message);
  };
}

/** After `authenticate`: 403 FORBIDDEN for a signed-in account that is not a moderator. */
async function requireModerator(request: FastifyRequest): Promise<void> {
  if (!request.user?.isModerator) throw new ForbiddenError(ONLY_MODERATORS);
}

/** The `onRequest` hooks that enforce an access (`notVerified`: the 403's words). */
export function accessHooks(
  app: FastifyInstance,
  access: RouteAccess,
  notVerified: string = EMAIL_NOT_VERIFIED_MESSAGE,
): RouteOptions['onRequest'] {
  switch (access) {
    case 'public':
      return [];
    case 'viewer':
      return [app.identify];
    case 'signed-in':
      return [app.authenticate];
    case 'verified':
      return [app.authenticate, requireVerifiedEmail(notVerified)];
    case 'moderator':
      return [app.authenticate, requireModerator];
  }
}
