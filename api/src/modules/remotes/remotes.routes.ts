import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NO_CACHE } from '../../web/cache-control';
import { RemotesManifestSource } from './remotes.service';

export interface RemotesRoutesOptions {
  manifestPath: string;
  webRoot: string;
}

/** GET /remotes.json: remote name → URL of its versioned mf-manifest.json. */
export const remotesRoutes: FastifyPluginAsyncTypebox<RemotesRoutesOptions> = async (
  app,
  { manifestPath, webRoot },
) => {
  const source = new RemotesManifestSource(manifestPath, webRoot, app.log);
  app.get(
    '/remotes.json',
    {
      schema: {
        hide: true,
        response: { 200: Type.Record(Type.String(), Type.String()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE).header('access-control-allow-origin', '*');
      return source.current();
    },
  );
};
