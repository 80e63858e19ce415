import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES } from 'shared/contract';
import { cacheControlFor } from '../web/cache-control';

export interface WebAssetsOptions {
  webRoot: string;
}

export function hostDistOf(webRoot: string): string {
  return path.join(webRoot, 'host', 'dist');
}

/**
 * The build writes a brotli and a gzip copy next to each text file: they are sent as they
 * are, by the client's Accept-Encoding (with Vary), and the compression plugin leaves an
 * answer that has its Content-Encoding alone. Files without a copy (too small to gain) go
 * out as they are or compressed by that plugin.
 */
const PRECOMPRESSED = { preCompressed: true } as const;

/**
 * The embedded default serves the browser app itself: the host at / and every built
 * version of every remote at /remotes/<name>/<version>/. Folders that are not built yet
 * are fine: their requests fall through to the not-found handler.
 */
async function webAssets(app: FastifyInstance, { webRoot }: WebAssetsOptions): Promise<void> {
  const hostDist = hostDistOf(webRoot);
  if (!existsSync(hostDist)) {
    app.log.warn({ hostDist }, 'The web app is not built: / answers 503 until `pnpm build` runs');
  }
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    decorateReply: false,
    suppressWarning: true,
    dotfiles: 'ignore',
    ...PRECOMPRESSED,
    // '/' is the map page, answered by web/host-page.ts with its link-preview tags.
    allowedPath: (pathName) => pathName !== '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      // dist/<version>/… : several versions side by side, each immutable.
      root: path.join(webRoot, name, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      suppressWarning: true,
      dotfiles: 'ignore',
      ...PRECOMPRESSED,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Remotes may be loaded by a host on another origin (CDN deployments).
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
}

export default fp(webAssets, { name: 'web-assets' });
