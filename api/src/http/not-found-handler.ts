import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendHostPage, wantsHostPage } from '../web/host-page';
import { failure } from './error-handler';
import { pathOf } from './paths';
import type { RouteIndex } from './route-index';

export interface NotFoundOptions {
  routes: RouteIndex;
  hostDist: string;
}

/**
 * Everything no route answered: 405 for a known path with the wrong method, the host page
 * for client-side routes, otherwise 404 — always a JSON body for non-page requests.
 */
export function createNotFoundHandler({ routes, hostDist }: NotFoundOptions) {
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const allowed = routes.allowedMethods(pathOf(request.url));
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const { statusCode, body } = failure(
        405,
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed here. Allowed: ${allowed.join(', ')}.`,
      );
      return reply.code(statusCode).header('allow', allowed.join(', ')).send(body);
    }
    if (wantsHostPage(request)) return sendHostPage(request, reply, hostDist);
    const { statusCode, body } = failure(404, 'NOT_FOUND', 'The requested resource was not found.');
    return reply.code(statusCode).send(body);
  };
}
