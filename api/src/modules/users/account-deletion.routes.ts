import type { FastifyPluginAsync } from 'fastify';
import { TEXTS } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { GoogleSignIn, type GoogleSignInDeps } from '../auth/google.service';
import { ACCOUNT_DATA_RATE_LIMITS, ipRateLimit, userRateLimit } from './account-data.rate-limits';
import { deleteAccount } from './account-deletion.service';

/** DELETE /users/me: the account and everything of it, for good. */
export const accountDeletionRoutes: FastifyPluginAsync = async (app) => {
  const limits = ACCOUNT_DATA_RATE_LIMITS.deleteAccount;
  // Only verify() is used here, which reads neither the database nor sessions.
  const google = new GoogleSignIn({
    clientId: app.config.googleClientId,
    apiBaseUrl: app.config.googleApiBaseUrl,
  } as GoogleSignInDeps);

  defineRoute(
    app,
    'deleteCurrentUser',
    {
      tags: ['users'],
      summary: 'Delete your account, comments, photos and likes for good; signs out everywhere',
      description:
        'Needs the typed confirmation and the password (an account that signs in with ' +
        'Google may send a fresh Google access token instead). A wrong password or ' +
        'confirmation is a 400 and deletes nothing. A confirmation email is always sent.',
      preValidation: ipRateLimit(app, limits),
      preHandler: userRateLimit(app, limits.user),
    },
    async (request) => {
      await deleteAccount(
        {
          db: app.db,
          storage: app.storage,
          mailer: app.mailer,
          google,
          log: request.log,
          eraseOldCopies: app.walCheckpoints ? () => app.walCheckpoints!.truncate() : undefined,
        },
        request.user!.id,
        request.body,
      );
      return ok({ message: TEXTS.accountData.accountDeleted });
    },
  );
};
