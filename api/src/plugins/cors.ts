import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CorsOptions {
  origins: string[];
}

/**
 * Cross-origin API calls, for hosts served from another origin (CDN deployments). Off
 * unless CORS_ORIGINS lists origins; the embedded default is same-origin.
 */
async function apiCors(app: FastifyInstance, { origins }: CorsOptions): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}

export default fp(apiCors, { name: 'cors' });
