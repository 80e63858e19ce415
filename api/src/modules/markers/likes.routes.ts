import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { TEXTS } from 'shared/contract';
import { TooManyAttemptsError } from '../../errors';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { likeComment, unlikeComment } from './likes.service';

/**
 * Likes and unlikes count per signed-in user, both routes together (one counter, not one per
 * route): a person clicking as fast as they can stays far below it; a script voting a
 * comment up and down does not. Counted after the access check, so the key is the account, not
 * the address (many renters behind one address each have their own).
 */
export const LIKE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

function likeRateLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    ...LIKE_RATE_LIMIT,
    keyGenerator: (request: FastifyRequest) => `likes user ${request.user?.id ?? ''}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyAttemptsError(result.ttlInSeconds);
  };
}

const DESCRIPTION =
  "Idempotent: the answer is the comment's count now and whether this user likes it, however " +
  'often it is sent. Needs an account with a verified email (403 EMAIL_NOT_VERIFIED): likes ' +
  'rank comments, so throwaway accounts must not cast them. At most ' +
  `${LIKE_RATE_LIMIT.max} likes and unlikes a minute per user.`;

export const likesRoutes: FastifyPluginAsync = async (app) => {
  const limit = likeRateLimit(app);
  const shared = {
    tags: ['markers'],
    description: DESCRIPTION,
    notVerified: TEXTS.markers.likeNeedsVerifiedEmail,
    preHandler: limit,
  };

  defineRoute(
    app,
    'likeMarkerComment',
    { ...shared, summary: 'Like a saved comment (signed in)' },
    async (request) => ok(await likeComment(app.db, request.user!.id, request.params.id)),
  );

  defineRoute(
    app,
    'unlikeMarkerComment',
    { ...shared, summary: 'Take back a like of a saved comment (signed in)' },
    async (request) => ok(await unlikeComment(app.db, request.user!.id, request.params.id)),
  );
};
