import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NO_CACHE } from '../../web/cache-control';
import { REMOTE_ORIGINS_HEADER } from 'shared/contract';
import {
  allowedRemoteOrigins,
  remotesManifestSourceOf,
  RemotesManifestSource,
} from './remotes.service';

export interface RemotesRoutesOptions {
  manifestPath: string;
  webRoot: string;
}

/**
 * GET /remotes.json: remote name → URL of its versioned mf-manifest.json. The origins ops
 * allow ride along in a header, so the host can check the entries (and a stored copy).
 */
export const remotesRoutes: FastifyPluginAsyncTypebox<RemotesRoutesOptions> = async (
  app,
  { manifestPath, webRoot },
) => {
  const allowedOrigins = allowedRemoteOrigins(app.config);
  const source =
    manifestPath === app.config.remotesManifestPath && webRoot === app.config.webRoot
      ? remotesManifestSourceOf(app.config, app.log)
      : new RemotesManifestSource(manifestPath, webRoot, app.log, allowedOrigins);
  app.get(
    '/remotes.json',
    {
      schema: {
        hide: true,
        response: { 200: Type.Record(Type.String(), Type.String()) },
      },
    },
    async (_request, reply) => {
      reply
        .header('cache-control', NO_CACHE)
        .header('access-control-allow-origin', '*')
        .header('access-control-expose-headers', REMOTE_ORIGINS_HEADER)
        .header(REMOTE_ORIGINS_HEADER, allowedOrigins.join(' '));
      return source.current();
    },
  );
};
